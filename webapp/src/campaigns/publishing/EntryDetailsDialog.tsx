import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
} from "@fluentui/react-components";
import { DeleteRegular } from "@fluentui/react-icons";
import { useState } from "react";
import type { PostEntryDetails, PostTarget } from "@wordloom/shared/model";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/rules";
import { errorMessage } from "../../api/errors";
import { useDeleteShorts, useEntryDetails } from "./use-publishing";

const useStyles = makeStyles({
  figures: { display: "grid", gridTemplateColumns: "max-content max-content", gap: "4px 16px", margin: "0" },
});

const STATE_LABELS: Record<PostEntryDetails["state"], string> = {
  published: "Published",
  processing: "Processing",
  failed: "Failed",
  deleted: "Deleted",
};

/** A YouTube entry published as a Short (the shorts post type): it may be deleted from here. */
export const isShort = (entry: Pick<PostTarget, "platform" | "postType">) => entry.platform === "youtube" && entry.postType === "short";

interface EntryDetailsDialogProps {
  postId: string;
  entry: PostTarget;
  label: string;
  onClose: () => void;
}

/**
 * A posted entry at its platform now (getPostDetailsFacebook / getPostDetailsInsta /
 * youtubeShortsStatus): its state, likes, comments and views; a Short can be deleted
 * (deleteYoutubeShorts: 'You have deleted this Shorts video.').
 */
export const EntryDetailsDialog = ({ postId, entry, label, onClose }: EntryDetailsDialogProps) => {
  const styles = useStyles();
  const details = useEntryDetails(postId, entry.id);
  const remove = useDeleteShorts(postId);
  const [confirming, setConfirming] = useState(false);
  const figures = details.data
    ? ([
        ["Status", STATE_LABELS[details.data.state]],
        ["Likes", details.data.likes],
        ["Comments", details.data.comments],
        ["Views", details.data.views],
      ] as const)
    : [];
  const deleted = details.data?.state === "deleted" || remove.isSuccess;
  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-describedby="entry-details-where">
        <DialogBody>
          <DialogTitle>Post details</DialogTitle>
          <DialogContent>
            <Body1 id="entry-details-where">{label}</Body1>
            {details.isPending ? <Spinner size="tiny" label="Asking the platform" /> : null}
            {details.isError ? <Body1 role="alert">{errorMessage(details.error)}</Body1> : null}
            {deleted ? (
              <MessageBar intent="info">
                <MessageBarBody>{details.data?.message ?? PUBLISHING_MESSAGES.shortsDeleted}</MessageBarBody>
              </MessageBar>
            ) : (
              <dl className={styles.figures} aria-label="Figures">
                {figures
                  .filter(([, value]) => value !== null)
                  .map(([name, value]) => (
                    <div key={name} style={{ display: "contents" }}>
                      <dt>{name}</dt>
                      <dd style={{ margin: 0 }}>{String(value)}</dd>
                    </div>
                  ))}
              </dl>
            )}
            {confirming && !deleted ? (
              <MessageBar intent="warning">
                <MessageBarBody>{PUBLISHING_MESSAGES.shortsDeleteConfirm}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Close
            </Button>
            {isShort(entry) && details.isSuccess && !deleted ? (
              confirming ? (
                <Button appearance="primary" icon={<DeleteRegular />} disabled={remove.isPending} onClick={() => remove.mutate(entry.id)}>
                  Yes, delete the Short
                </Button>
              ) : (
                <Button icon={<DeleteRegular />} onClick={() => setConfirming(true)}>
                  Delete Short
                </Button>
              )
            ) : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
