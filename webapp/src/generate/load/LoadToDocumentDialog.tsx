import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
} from "@fluentui/react-components";
import { LOAD_DIALOG_TEXT } from "../messages";

interface LoadToDocumentDialogProps {
  open: boolean;
  busy: boolean;
  onOverwrite: () => void;
  onCreateNew: () => void;
  onCancel: () => void;
}

/** Spec document 3 §4.5, document 2 §4: replace the current document or create a new one, with the overwrite warning. */
export const LoadToDocumentDialog = ({ open, busy, onOverwrite, onCreateNew, onCancel }: LoadToDocumentDialogProps) => (
  <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onCancel())}>
    <DialogSurface aria-describedby="load-to-document-question">
      <DialogBody>
        <DialogTitle>{LOAD_DIALOG_TEXT.title}</DialogTitle>
        <DialogContent style={{ display: "grid", gap: 12 }}>
          <p id="load-to-document-question" style={{ margin: 0 }}>
            {LOAD_DIALOG_TEXT.question}
          </p>
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{LOAD_DIALOG_TEXT.important}</MessageBarTitle>
              {LOAD_DIALOG_TEXT.overwriteWarning}
            </MessageBarBody>
          </MessageBar>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onCancel} disabled={busy}>
            {LOAD_DIALOG_TEXT.cancel}
          </Button>
          <Button appearance="secondary" onClick={onOverwrite} disabled={busy}>
            {LOAD_DIALOG_TEXT.overwrite}
          </Button>
          <Button appearance="primary" onClick={onCreateNew} disabled={busy}>
            {LOAD_DIALOG_TEXT.createNew}
          </Button>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  </Dialog>
);
