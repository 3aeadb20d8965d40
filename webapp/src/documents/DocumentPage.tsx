import { Button, Title2 } from "@fluentui/react-components";
import { ArrowLeftRegular } from "@fluentui/react-icons";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, Navigate } from "react-router";
import { ApiError } from "@wordloom/shared/api";
import { api } from "../api/client";
import { useSession } from "../api/session";
import { appPath, LAST_DOCUMENT_KEY } from "../shell/paths";
import { Loading } from "../ui/Loading";
import { ReadOnlyDocument } from "./ReadOnlyDocument";

/**
 * Route `app`: the last opened document; without one it goes to app/list (spec document 1 §2).
 * Shows the document read-only until the editor arrives.
 */
export const DocumentPage = () => {
  const session = useSession();
  const product = session?.user.selectedProduct ?? "writing";
  const id = localStorage.getItem(LAST_DOCUMENT_KEY);
  const document = useQuery({
    queryKey: ["document", id],
    queryFn: ({ signal }) => api.getDocument({ params: { id: id ?? "" } }, { signal }),
    enabled: Boolean(id),
  });
  const gone = document.error instanceof ApiError && (document.error.status === 404 || document.error.status === 400);
  useEffect(() => {
    if (gone) {
      localStorage.removeItem(LAST_DOCUMENT_KEY);
    }
  }, [gone]);

  if (!id || gone) {
    return <Navigate to={appPath(product)} replace />;
  }
  if (document.isPending) {
    return <Loading label="Initializing" />;
  }
  if (document.isError) {
    return <p role="alert">There was a problem. Please retry.</p>;
  }
  return (
    <section aria-labelledby="document-title">
      <Link to={appPath(product)}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />}>
          Documents
        </Button>
      </Link>
      <Title2 id="document-title" as="h2" style={{ display: "block", margin: "12px 0 20px", textAlign: "center" }}>
        {document.data.title}
      </Title2>
      <ReadOnlyDocument pages={document.data.pages} />
    </section>
  );
};
