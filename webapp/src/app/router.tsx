import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { adminRoutes } from "../admin/routes";
import { accountRoutes } from "../account/routes";
import { RequireAuth } from "../auth/RequireAuth";
import { brandVoiceRoutes } from "../brand-voice/routes";
import { documentRoutes } from "../documents/routes";
import { generateRoutes } from "../generate/routes";
import { profileRoutes } from "../profile/routes";
import { LazyAppLayout } from "../shell/LazyAppLayout";
import { MissingProductRedirect, ProductGuard } from "../shell/ProductGuard";
import { trashRoutes } from "../trash/routes";
import { lazyRoute } from "../ui/lazy-route";
import { RouteError } from "../ui/RouteError";

/** Screens inside the signed-in frame, under /:product/app (spec document 1 §2). */
const appChildren: RouteObject[] = [...documentRoutes, ...trashRoutes, ...profileRoutes, ...accountRoutes, ...generateRoutes, ...brandVoiceRoutes];

/** Screens outside the frame. */
const outerRoutes: RouteObject[] = [
  { path: "/auth", lazy: lazyRoute(() => import("../auth/AuthPage"), (module) => module.AuthPage) },
  { path: "/contentcraft/auth", element: <Navigate to="/auth" replace /> },
  { path: "/logout", lazy: lazyRoute(() => import("../auth/LogoutRoute"), (module) => module.LogoutRoute) },
  // The Word add-in: sign-in in an Office dialog, and the screens framed in its pane (signed in over the bridge).
  { path: "/mso-auth", lazy: lazyRoute(() => import("../auth/MsoAuthPage"), (module) => module.MsoAuthPage) },
  { path: "/:product/app/msword", lazy: lazyRoute(() => import("../msword/MswordPage"), (module) => module.MswordPage) },
  ...adminRoutes,
];

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
      { path: "*", element: <RouteError /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
