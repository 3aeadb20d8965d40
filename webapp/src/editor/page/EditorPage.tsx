import { Button } from "@fluentui/react-components";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { Navigate } from "react-router";
import { ApiError } from "@wordloom/shared/api";
import type { DocumentDetail } from "@wordloom/shared/model";
import { api } from "../../api/client";
import { useSession } from "../../api/session";
import { appPath } from "../../shell/paths";
import { editorKeys } from "../queries";
import { takePrefetchedDocument } from "./document-prefetch";
import { EditorWorkspace } from "./EditorWorkspace";
import { InitializingScreen } from "./InitializingScreen";
import { forgetLastDocument, lastDocumentCandidates, rememberLastDocument } from "./last-document";

/** A stored id that no longer opens: deleted, malformed, or another user's document. */
const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * Route `app`: the editor on the last document this user opened; without one, the documents list
 * (spec document 1 §2, document 2 §2). Loading shows 'Initializing'.
 */
export const EditorPage = () => {
  const session = useSession();
  const userId = session?.user.id ?? "";
  const product = session?.user.selectedProduct ?? "writing";
  const [candidates, setCandidates] = useState(() => lastDocumentCandidates(userId));
  const id = candidates[0];
  // Bumped when a document comes back from the server in full (an import), to open it afresh.
  const [revision, setRevision] = useState(0);
  const queryClient = useQueryClient();
  const document = useQuery({
    queryKey: editorKeys.document(id),
    // The route's loader may have started this fetch while the editor's code loaded (routes.tsx).
    queryFn: ({ signal }) => takePrefetchedDocument(userId, id ?? "") ?? api.getDocument({ params: { id: id ?? "" } }, { signal }),
    enabled: Boolean(id),
    // The editor owns the copy from here on (autosave keeps it in step); a later visit loads afresh.
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (failures, error) => !isGone(error) && failures < 2,
  });
  const gone = isGone(document.error);

  useEffect(() => {
    if (gone && id) {
      forgetLastDocument(userId, id);
      setCandidates((current) => current.slice(1));
    }
  }, [gone, id, userId]);

  useEffect(() => {
    if (document.data && id) {
      rememberLastDocument(userId, id);
    }
  }, [document.data, id, userId]);

  const openDocument = useCallback(
    (next: DocumentDetail) => {
      queryClient.setQueryData(editorKeys.document(next.id), next);
      rememberLastDocument(userId, next.id);
      setCandidates([next.id]);
      setRevision((count) => count + 1);
    },
    [queryClient, userId],
  );

  if (!id || !session) {
    return <Navigate to={appPath(product)} replace />;
  }
  if (document.isPending || gone) {
    return <InitializingScreen />;
  }
  if (document.isError) {
    return (
      <div role="alert" style={{ display: "grid", placeItems: "center", gap: 12, minHeight: "40vh" }}>
        <p>There was a problem. Please retry.</p>
        <Button appearance="primary" onClick={() => void document.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <EditorWorkspace key={`${document.data.id}:${revision}`} document={document.data} user={session.user} onOpenDocument={openDocument} />
  );
};
