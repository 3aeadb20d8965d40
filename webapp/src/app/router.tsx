import { createBrowserRouter, type RouteObject } from "react-router";
import { RequireAuth } from "../auth";
import { LazyAppLayout } from "../shell/LazyAppLayout";
import { MissingProductRedirect, ProductGuard } from "../shell/ProductGuard";
import { NotFoundPage } from "../ui/NotFoundPage";
import { RouteError } from "../ui/RouteError";
import { ServerPage } from "../ui/ServerPage";
import { FEATURES } from "./features";

/**
 * Screens inside the signed-in frame, under /:product/app (spec document 1 §2): each feature's app
 * routes, and 'Page not found' for any other address there (with the sidebar still on screen).
 */
const appChildren: RouteObject[] = [...FEATURES.flatMap((feature) => feature.appRoutes ?? []), { path: "*", element: <NotFoundPage /> }];

/** Screens outside the frame: sign-in, the Word add-in's dialog and pane, the admin area. */
const outerRoutes: RouteObject[] = FEATURES.flatMap((feature) => feature.outerRoutes ?? []);

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: "/", element: <MissingProductRedirect /> },
      ...outerRoutes,
      {
        path: "/:product/app",
        element: (
          <RequireAuth>
            <ProductGuard>
              <LazyAppLayout />
            </ProductGuard>
          </RequireAuth>
        ),
        children: appChildren,
      },
      { path: "/app/*", element: <MissingProductRedirect /> },
      // Server-rendered public pages (server/src/domains/publishing/pages): loaded from the server.
      { path: "/publications/*", element: <ServerPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createRouter>;
