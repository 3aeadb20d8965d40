import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from "@fluentui/react-components";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export const ConfirmDialog = ({ open, title, message, confirmLabel = "Proceed", onConfirm, onCancel }: ConfirmDialogProps) => (
  <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onCancel())}>
    <DialogSurface aria-describedby="confirm-message">
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent id="confirm-message">{message}</DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button appearance="primary" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  </Dialog>
);
