import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Text,
} from "@fluentui/react-components";
import { ArrowUploadRegular } from "@fluentui/react-icons";
import { useRef, useState, type ChangeEvent } from "react";
import { ApiError, IMPORT_ACCEPT, IMPORT_MESSAGES, type ImportMode } from "@wordloom/shared/api";
import type { DocumentDetail } from "@wordloom/shared/model";
import { importProblem } from "./import-rules";
import { useImportUpload } from "./use-import-upload";

/**
 * The document open in the editor, when the dialog is opened from there: one with content asks
 * Overwrite or Create New; an empty one is simply filled with the imported file.
 */
export interface OpenDocument {
  id: string;
  title: string;
  hasContent: boolean;
}

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  openDocument?: OpenDocument | null;
  onImported: (document: DocumentDetail, mode: ImportMode) => void;
}

const useStyles = makeStyles({
  content: { display: "grid", gap: "12px" },
  hidden: { display: "none" },
});

/** The server's message for an ApiError; 'Unable to import your file' for anything else (spec document 2 §8). */
const importErrorMessage = (error: unknown) => (error instanceof ApiError ? error.message : IMPORT_MESSAGES.failed);
const isCancel = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * Import a .docx, .doc, .pdf or .txt file (spec document 2 §5). With a document open that already
 * has content, the user first chooses Overwrite or Create New (the generate pane's choice, with its
 * 'Important' warning); the upload shows its progress, then "Converting…" while the server reads the file.
 */
export const ImportDialog = ({ open, onClose, openDocument = null, onImported }: ImportDialogProps) => {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<File | null>(null);
  const upload = useImportUpload((document, mode) => {
    setPending(null);
    onImported(document, mode);
  });

  const close = () => {
    upload.cancel();
    upload.reset();
    setPending(null);
    setProblem(null);
    onClose();
  };

  const start = (file: File, mode: ImportMode) => {
    setPending(null);
    upload.start({ file, mode, ...(mode === "overwrite" && openDocument ? { docId: openDocument.id } : {}) });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again fires a change.
    event.target.value = "";
    if (!file) {
      return;
    }
    upload.reset();
    const found = importProblem(file);
    setProblem(found);
    if (found) {
      return;
    }
    if (openDocument?.hasContent) {
      setPending(file);
    } else {
      start(file, openDocument ? "overwrite" : "new");
    }
  };

  const failure = upload.error && !isCancel(upload.error) ? importErrorMessage(upload.error) : null;
  const message = problem ?? failure;

  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : close())}>
      <DialogSurface aria-describedby="import-hint">
        <DialogBody>
          <DialogTitle>Import document</DialogTitle>
          <DialogContent className={styles.content}>
            <Text id="import-hint">Choose a .docx, .doc, .pdf or .txt file of up to 10 MB.</Text>
            <input
              ref={input}
              className={styles.hidden}
              type="file"
              accept={IMPORT_ACCEPT}
              onChange={choose}
              aria-label="Choose a file to import"
            />
            {pending && openDocument ? (
              <MessageBar intent="warning">
                <MessageBarBody>
                  <MessageBarTitle>Important</MessageBarTitle>
                  Overwrite replaces everything in “{openDocument.title}” with “{pending.name}”. Create New keeps it and imports into a new
                  document.
                </MessageBarBody>
              </MessageBar>
            ) : null}
            {upload.phase === "uploading" ? (
              <Field label={`Uploading… ${Math.round(upload.progress * 100)}%`} validationState="none">
                <ProgressBar value={upload.progress} max={1} aria-label="Upload progress" />
              </Field>
            ) : null}
            {upload.phase === "converting" ? (
              <Field label="Converting…" validationState="none">
                <ProgressBar aria-label="Converting" />
              </Field>
            ) : null}
            {message ? (
              <MessageBar intent="error">
                <MessageBarBody>{message}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close}>
              Cancel
            </Button>
            {pending ? (
              <>
                <Button appearance="secondary" onClick={() => start(pending, "new")}>
                  Create New
                </Button>
                <Button appearance="primary" onClick={() => start(pending, "overwrite")}>
                  Overwrite
                </Button>
              </>
            ) : (
              <Button appearance="primary" icon={<ArrowUploadRegular />} disabled={upload.busy} onClick={() => input.current?.click()}>
                Choose file
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
