import { Button } from "@fluentui/react-components";
import { DocumentArrowRightRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { errorMessage } from "../../api/errors";
import { useSession } from "../../api/session";
import { useNotify } from "../../ui/toasts";
import { GENERATE_MESSAGES } from "../messages";
import { findCurrentDocument, type CurrentDocument } from "./current-document";
import { LoadToDocumentDialog } from "./LoadToDocumentDialog";
import { useLoadToDocument, type LoadTarget } from "./use-load-to-document";

export interface LoadToEditorButtonProps {
  text: string;
  fallbackTitle: string;
  /** "Load To Editor" for generated text, "Load Template" for templates. */
  label?: string;
  disabled?: boolean;
}

/**
 * Loads text into the editor: straight into the current document when it is empty, into a new one
 * when there is none, and otherwise after asking Overwrite or Create New.
 */
export const LoadToEditorButton = ({ text, fallbackTitle, label = "Load To Editor", disabled = false }: LoadToEditorButtonProps) => {
  const session = useSession();
  const notify = useNotify();
  const load = useLoadToDocument();
  const [checking, setChecking] = useState(false);
  const [asking, setAsking] = useState<CurrentDocument | null>(null);
  const busy = checking || load.isPending;

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
      const current = session ? await findCurrentDocument(session.user.id) : null;
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
