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
    import("./prefetch-documents")
      .then((module) => module.prefetchDocumentList())
      .catch(() => undefined);
  }
  return null;
};

/**
 * Route `app` opens the user's last document: its fetch starts as soon as the URL matches, while
 * the editor's code loads (the editor takes it over once; document-prefetch.ts).
 */
const prefetchEditorDocument = () => {
  const session = sessionStore.get();
  if (session) {
    import("../editor/page/document-prefetch")
      .then((module) => module.prefetchLastDocument(session.user.id))
      .catch(() => undefined);
  }
  return null;
};

/** Routes under /:product/app for documents. */
export const documentRoutes: RouteObject[] = [
  // Route `app` is the editor; it shows the read-only viewer (DocumentPage.tsx) to those who may not edit.
  { index: true, loader: prefetchEditorDocument, lazy: lazyRoute(() => import("../editor/page/EditorPage"), (module) => module.EditorPage) },
  { path: "list", loader: prefetchDocumentList, lazy: lazyRoute(() => import("./DocumentsHome"), (module) => module.DocumentsHome) },
];
