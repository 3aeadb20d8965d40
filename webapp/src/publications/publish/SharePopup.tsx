import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
} from "@fluentui/react-components";
import { CopyRegular, ShareRegular } from "@fluentui/react-icons";
import { useEffect, useState } from "react";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";

/** Spec document 2 §2: the copied message shows for 3 seconds. */
export const LINK_COPIED_MS = 3_000;

const useStyles = makeStyles({
  content: { display: "grid", gap: "12px" },
  row: { display: "flex", gap: "8px", minWidth: 0 },
  link: { flexGrow: 1, minWidth: 0 },
});

interface SharePopupProps {
  /** The public link (absolute), or null when the popup is closed. */
  url: string | null;
  /** The document's title, for the device's share sheet. */
  title: string;
  onCopied: () => void;
  /** The device's share sheet shared the link. */
  onShared: () => void;
  onClose: () => void;
}

/** The device's share sheet (Web Share API) where the browser has one for this link; elsewhere the popup copies the link only. */
export const canShareNatively = (url: string): boolean =>
  typeof navigator.share === "function" && (typeof navigator.canShare !== "function" || navigator.canShare({ url }));

/**
 * The share popup (spec document 2 §2): copies the document link and says 'document link is copied
 * to clipboard' for 3 seconds; where the browser has the Web Share API (phones, some desktops) it
 * also offers the device's share sheet.
 */
export const SharePopup = ({ url, title, onCopied, onShared, onClose }: SharePopupProps) => {
  const styles = useStyles();
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!copied) {
      return;
    }
    const timer = window.setTimeout(() => setCopied(false), LINK_COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (!url) {
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setFailed(false);
      setCopied(true);
      onCopied();
    } catch {
      setFailed(true);
    }
  };
  const shareNatively = async () => {
    if (!url) {
      return;
    }
    try {
      await navigator.share({ title, url });
      onShared();
    } catch {
      // Dismissed by the user (AbortError) or refused: the link is still there to copy.
    }
  };
  return (
    <Dialog open={url !== null} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Share link</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.row}>
              <Input className={styles.link} readOnly value={url ?? ""} aria-label="Document link" />
              <Button appearance="primary" icon={<CopyRegular />} onClick={() => void copy()}>
                Copy link
              </Button>
              {url && canShareNatively(url) ? (
                <Button icon={<ShareRegular />} onClick={() => void shareNatively()}>
                  Share…
                </Button>
              ) : null}
            </div>
            {copied ? (
              <MessageBar intent="success">
                <MessageBarBody>{PUBLISHING_MESSAGES.linkCopied}</MessageBarBody>
              </MessageBar>
            ) : null}
            {failed ? (
              <MessageBar intent="warning">
                <MessageBarBody>The browser did not allow copying. Select the link and copy it.</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
