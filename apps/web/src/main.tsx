import "./index.css";
import { i18nReady } from "./app/i18n-resources";
import "./app/extensions";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { router } from "./app/router";

function render() {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

// The first screen waits for its language's texts (a small chunk, preloaded for the default one).
i18nReady.then(render, render);
