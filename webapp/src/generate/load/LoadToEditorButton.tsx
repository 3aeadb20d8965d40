import { Button } from "@fluentui/react-components";
import { DocumentArrowRightRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { errorMessage } from "../../api/errors";
import { useSession } from "../../api/session";
import { useNotify } from "../../ui/toasts";
import { useGenerationHost } from "../generation-host";
import { GENERATE_MESSAGES } from "../messages";
import { findCurrentDocument, type CurrentDocument } from "./current-document";
import { LoadToDocumentDialog } from "./LoadToDocumentDialog";
import { useLoadToDocument, type LoadTarget } from "./use-load-to-document";

interface LoadToEditorButtonProps {
  text: string;
  fallbackTitle: string;
  /** "Load To Editor" for generated text, "Load Template" for templates. */
  label?: string;
  disabled?: boolean;
}

/**
 * Loads text into the editor: straight into the current document when it is empty, into a new one
 * when there is none, and otherwise after asking Overwrite or Create New. In the editor's pane the
 * current document is the one open there; elsewhere it is the last one the user opened.
 */
export const LoadToEditorButton = ({ text, fallbackTitle, label = "Load To Editor", disabled = false }: LoadToEditorButtonProps) => {
  const session = useSession();
  const notify = useNotify();
  const load = useLoadToDocument();
  const { openDocument } = useGenerationHost();
  const [checking, setChecking] = useState(false);
  const [asking, setAsking] = useState<Pick<CurrentDocument, "id"> | null>(null);
  const busy = checking || load.isPending;

  /** The document the text would go to: the one open in the editor, else the last one opened. */
  const currentDocument = async (): Promise<Pick<CurrentDocument, "id" | "hasContent"> | null> => {
    if (openDocument) {
      return { id: openDocument.documentId, hasContent: openDocument.hasContent() };
    }
    return session ? findCurrentDocument(session.user.id) : null;
  };

  const send = (target: LoadTarget) => {
    setAsking(null);
    load.mutate({ text, fallbackTitle, target });
  };

  const start = async () => {
    if (!text.trim()) {
      notify(GENERATE_MESSAGES.loadNeedsText, "warning");
      return;
    }
    setChecking(true);
    try {
      const current = await currentDocument();
      if (current?.hasContent) {
        setAsking(current);
      } else {
        send(current ? { mode: "replace", documentId: current.id } : { mode: "new" });
      }
    } catch (error) {
      notify(errorMessage(error), "error");
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Button appearance="primary" icon={<DocumentArrowRightRegular />} onClick={() => void start()} disabled={disabled || busy}>
        {label}
      </Button>
      <LoadToDocumentDialog
        open={asking !== null}
        busy={busy}
        onCancel={() => setAsking(null)}
        onOverwrite={() => asking && send({ mode: "replace", documentId: asking.id })}
        onCreateNew={() => send({ mode: "new" })}
      />
    </>
  );
};
