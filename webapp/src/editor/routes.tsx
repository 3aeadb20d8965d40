import type { RouteObject } from "react-router";
import { sessionStore } from "../api/session";
import { lazyRoute } from "../ui/lazy-route";

/**
 * Route `app` opens the user's last document: its fetch starts as soon as the URL matches, while
 * the editor's code loads (the editor takes it over once; document-prefetch.ts).
 */
const prefetchEditorDocument = () => {
  const session = sessionStore.get();
  if (session) {
    import("./page/document-prefetch").then((module) => module.prefetchLastDocument(session.user.id)).catch(() => undefined);
  }
  return null;
};

/** Routes under /:product/app for the editor. */
export const editorRoutes: RouteObject[] = [
  // Route `app` is the editor; it shows the read-only viewer (documents/DocumentPage.tsx) to those who may not edit.
  {
    index: true,
    loader: prefetchEditorDocument,
    lazy: lazyRoute(
      () => import("./page/EditorPage"),
      (module) => module.EditorPage,
    ),
  },
];
