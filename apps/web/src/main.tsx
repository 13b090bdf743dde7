import "./index.css";
import { i18nReady } from "./app/i18n-resources";
import { prefetchGameMenus } from "./features/games/api/games-api";
import { storedLanguage } from "./shared/i18n";
import { prefetchSiteInfo } from "./shared/site/site-info";
import { prefetchSiteMenus } from "./shared/site/site-menus";
import "./app/extensions";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers, queryClient } from "./app/providers";
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

// The shell waits for the site info and its bars for the menus: asked for now, beside the texts,
// not after the first render.
prefetchSiteInfo(queryClient, storedLanguage());
prefetchSiteMenus(queryClient);
prefetchGameMenus(queryClient);
// The first screen waits for its language's texts (a small chunk, preloaded for the default one).
i18nReady.then(render, render);
