import type { RouteObject } from "react-router";
import { sessionStore } from "../api/session";
import { lazyRoute } from "../ui/lazy-route";

/**
 * The list's first page is requested as soon as the URL matches, in parallel with the screen's
 * code, so the rows can render in the screen's first frame. Nothing waits for it here, and the
 * query code stays out of the main bundle. If the code cannot be fetched, the screen's own lazy
 * load sends the user to the network page.
 */
const prefetchDocumentList = () => {
  if (sessionStore.get()) {
    import("./prefetch-documents").then((module) => module.prefetchDocumentList()).catch(() => undefined);
  }
  return null;
};

/** Routes under /:product/app for documents. Route `app` itself is the editor's (editor/routes.tsx). */
export const documentRoutes: RouteObject[] = [
  {
    path: "list",
    loader: prefetchDocumentList,
    lazy: lazyRoute(
      () => import("./DocumentsHome"),
      (module) => module.DocumentsHome,
    ),
  },
];
