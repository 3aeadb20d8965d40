import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from "@fluentui/react-components";
import { useEffect, useState, type FormEvent } from "react";
import { INVALID_URL_MESSAGE, normalizeLinkUrl } from "./link-url";

interface LinkDialogProps {
  open: boolean;
  /** The current address when the selection is already a link. */
  initialUrl?: string;
  onSubmit: (url: string) => void;
  onCancel: () => void;
}

/** Prompts for the address of a link (spec document 2 §5). */
export const LinkDialog = ({ open, initialUrl = "", onSubmit, onCancel }: LinkDialogProps) => {
  const [value, setValue] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setValue(initialUrl);
      setError(null);
    }
  }, [open, initialUrl]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = normalizeLinkUrl(value);
    if (!url) {
      setError(INVALID_URL_MESSAGE);
      return;
    }
    onSubmit(url);
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{initialUrl ? "Edit link" : "Add link"}</DialogTitle>
            <DialogContent>
              <Field label="URL" validationMessage={error ?? undefined} validationState={error ? "error" : "none"}>
                <Input
                  autoFocus
                  value={value}
                  placeholder="https://"
                  onChange={(_event, data) => {
                    setValue(data.value);
                    setError(null);
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onCancel}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={!value.trim()}>
                Save
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
