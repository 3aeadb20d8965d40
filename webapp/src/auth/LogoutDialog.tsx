import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from "@fluentui/react-components";

interface LogoutDialogProps {
  open: boolean;
  onCancel: () => void;
  onLogout: (allDevices: boolean) => void;
}

/** Spec document 1 §2: logout asks for confirmation and offers this device or all devices. */
export const LogoutDialog = ({ open, onCancel, onLogout }: LogoutDialogProps) => (
  <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onCancel())}>
    <DialogSurface aria-describedby="logout-description">
      <DialogBody>
        <DialogTitle>Log out?</DialogTitle>
        <DialogContent id="logout-description">Log out of this device only, or of every device where you are signed in.</DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button appearance="secondary" onClick={() => onLogout(true)}>
            All devices
          </Button>
          <Button appearance="primary" onClick={() => onLogout(false)}>
            This device
          </Button>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  </Dialog>
);
