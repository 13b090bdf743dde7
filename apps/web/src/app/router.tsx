import { lazy } from "react";
import { createBrowserRouter } from "react-router";
import { RootLayout } from "./RootLayout";

const HomePage = lazy(() => import("../features/site/routes/HomePage"));
const NotFoundPage = lazy(() => import("../features/site/routes/NotFoundPage"));

/** History-mode routes of SPEC §2; each section is its own lazily loaded chunk. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
