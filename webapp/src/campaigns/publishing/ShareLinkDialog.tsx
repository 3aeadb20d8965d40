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
import { CopyRegular, OpenRegular } from "@fluentui/react-icons";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/rules";
import { useNotify } from "../../ui/toasts";

interface ShareLinkDialogProps {
  /** The published post's link; the dialog is closed without one. */
  url: string | null;
  /** Who it was published as ("Fake x user · X"). */
  label: string;
  onClose: () => void;
}

/** The share-link popup of a posted entry (spec 4 §2, §4): the link, Copy ('Link Copied to Board') and Open. */
export const ShareLinkDialog = ({ url, label, onClose }: ShareLinkDialogProps) => {
  const notify = useNotify();
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      notify(PUBLISHING_MESSAGES.linkCopied, "success");
    } catch {
      notify(PUBLISHING_MESSAGES.tryLater, "error");
    }
  };
  return (
    <Dialog open={url !== null} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-describedby="share-link-where">
        <DialogBody>
          <DialogTitle>Share link</DialogTitle>
          <DialogContent>
            <p id="share-link-where">{`Published on ${label}.`}</p>
            <Field label="Link to the post">
              <Input readOnly value={url ?? ""} onFocus={(event) => event.target.select()} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Close
            </Button>
            {url ? (
              <Button as="a" href={url} target="_blank" rel="noopener noreferrer" icon={<OpenRegular />}>
                Open
              </Button>
            ) : null}
            <Button appearance="primary" icon={<CopyRegular />} disabled={!url} onClick={() => (url ? void copy(url) : undefined)}>
              Copy link
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
