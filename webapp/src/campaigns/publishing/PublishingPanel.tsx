import {
  Badge,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { ArrowUploadRegular, InfoRegular, LinkRegular, SendRegular } from "@fluentui/react-icons";
import { useState } from "react";
import type { Post, PostTarget } from "@wordloom/shared/model";
import { PLATFORM_NAMES, PUBLISHING_MESSAGES, SHORTS_DELETED_URL } from "@wordloom/shared/rules";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useNotify } from "../../ui/toasts";
import { EntryDetailsDialog, isShort } from "./EntryDetailsDialog";
import { ShareLinkDialog } from "./ShareLinkDialog";
import { usePublishingActions, usePublishingProgress } from "./use-publishing";

const useStyles = makeStyles({
  root: { display: "grid", gap: "8px", minWidth: "0" },
  header: { display: "flex", gap: "8px", alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" },
  list: { display: "grid", gap: "6px", margin: "0", padding: "0", listStyle: "none" },
  entry: {
    display: "grid",
    gap: "4px",
    padding: "8px",
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: "0",
  },
  line: { display: "flex", gap: "8px", alignItems: "center", flexWrap: "wrap", minWidth: "0" },
  name: { overflowWrap: "anywhere", minWidth: "0" },
  error: { color: tokens.colorPaletteRedForeground1, overflowWrap: "anywhere" },
});

/** Platforms whose posted entries show likes and comments (Facebook, Instagram) or a Short's status (YouTube). */
const HAS_DETAILS = new Set<string>(["facebook", "instagram", "youtube"]);

/** What an entry is called: its account, where it publishes and the platform ("Wordloom Fans (Fake facebook user) · Facebook"). */
export const entryLabel = (entry: Pick<PostTarget, "accountName" | "destinationName" | "platform">) =>
  `${entry.destinationName ? `${entry.destinationName} (${entry.accountName})` : entry.accountName} · ${PLATFORM_NAMES[entry.platform]}`;

type EntryState = "publishing" | "pending" | "posted" | "failed" | "deleted";

const entryState = (post: Pick<Post, "status">, entry: PostTarget): EntryState => {
  if (entry.url === SHORTS_DELETED_URL) {
    return "deleted";
  }
  if (entry.status === "pending" && post.status === "active") {
    return "publishing";
  }
  return entry.status;
};

const STATE_BADGES: Record<EntryState, { label: string; color: "success" | "danger" | "informative" | "subtle" | "warning" }> = {
  publishing: { label: "Publishing", color: "informative" },
  pending: { label: "Pending", color: "subtle" },
  posted: { label: "Posted", color: "success" },
  failed: { label: "Failed", color: "danger" },
  deleted: { label: "Deleted", color: "subtle" },
};

interface PublishingPanelProps {
  post: Post;
  /** The editor holds changes not saved yet: instant post waits for a save (the publisher publishes what is saved). */
  unsaved?: boolean;
}

/**
 * Publishing a post (spec 4 §4, §7, §8): its rolled-up status (partial names the failed accounts and
 * why), instant post with a confirmation, and per entry Post Now, re-upload of a failed entry, the
 * share-link popup of a posted one and its details at the platform (likes, comments, a Short's
 * status and deletion). While the post is being published it is read again every few seconds.
 */
export const PublishingPanel = ({ post, unsaved = false }: PublishingPanelProps) => {
  const styles = useStyles();
  const notify = useNotify();
  const actions = usePublishingActions(post);
  usePublishingProgress(post);
  const [confirming, setConfirming] = useState(false);
  const [sharing, setSharing] = useState<PostTarget | null>(null);
  const [inspecting, setInspecting] = useState<PostTarget | null>(null);
  const canRelease = post.status !== "active" && post.status !== "posted";

  const askInstant = () => {
    if (unsaved) {
      notify(PUBLISHING_MESSAGES.saveFirst, "warning");
      return;
    }
    if (!post.targets.some((entry) => entry.status !== "posted")) {
      notify(PUBLISHING_MESSAGES.selectPlatform, "error");
      return;
    }
    setConfirming(true);
  };

  return (
    <section className={styles.root} aria-label="Publishing">
      <div className={styles.header}>
        <Subtitle2 as="h3">Publishing</Subtitle2>
        {canRelease ? (
          <Button appearance="primary" icon={<SendRegular />} disabled={actions.busy} onClick={askInstant}>
            Post instantly
          </Button>
        ) : null}
      </div>
      {post.status === "partial" ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>Partially posted</MessageBarTitle>
            {post.partialCompletionMessage ?? PUBLISHING_MESSAGES.failed}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {post.status === "failed" ? (
        <MessageBar intent="error">
          <MessageBarBody>{PUBLISHING_MESSAGES.failed}</MessageBarBody>
        </MessageBar>
      ) : null}
      {post.status === "posted" ? (
        <MessageBar intent="success">
          <MessageBarBody>{PUBLISHING_MESSAGES.posted}</MessageBarBody>
        </MessageBar>
      ) : null}
      {post.targets.length === 0 ? <Caption1>No social account chosen yet.</Caption1> : null}
      <ul className={styles.list} aria-label="Platform entries">
        {post.targets.map((entry) => {
          const state = entryState(post, entry);
          const label = entryLabel(entry);
          const badge = STATE_BADGES[state];
          return (
            <li key={entry.id} className={styles.entry} aria-label={label}>
              <div className={styles.line}>
                <Text weight="semibold" className={styles.name}>
                  {label}
                </Text>
                <Badge appearance="tint" color={badge.color}>
                  {badge.label}
                </Badge>
              </div>
              {state === "deleted" ? <Caption1>{PUBLISHING_MESSAGES.shortsDeleted}</Caption1> : null}
              {state === "failed" && entry.error ? <Caption1 className={styles.error}>{entry.error}</Caption1> : null}
              {entry.needsLinking && state !== "posted" ? (
                <Caption1 className={styles.error}>{PUBLISHING_MESSAGES.notLinked(PLATFORM_NAMES[entry.platform])}</Caption1>
              ) : null}
              <div className={styles.line}>
                {state === "posted" && entry.url ? (
                  <Button size="small" icon={<LinkRegular />} onClick={() => setSharing(entry)}>
                    Share link
                  </Button>
                ) : null}
                {state === "posted" && HAS_DETAILS.has(entry.platform) ? (
                  <Button size="small" icon={<InfoRegular />} onClick={() => setInspecting(entry)}>
                    {isShort(entry) ? "Shorts status" : "Details"}
                  </Button>
                ) : null}
                {state === "failed" ? (
                  <Button
                    size="small"
                    icon={<ArrowUploadRegular />}
                    disabled={actions.busy || entry.needsLinking}
                    onClick={() => actions.reupload.mutate(entry.id)}
                  >
                    Re-upload
                  </Button>
                ) : null}
                {state === "pending" && canRelease ? (
                  <Button
                    size="small"
                    icon={<SendRegular />}
                    disabled={actions.busy || entry.needsLinking || unsaved}
                    onClick={() => actions.postNow.mutate(entry.id)}
                  >
                    Post Now
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming}
        title="Post instantly"
        message={PUBLISHING_MESSAGES.instantConfirm}
        confirmLabel="Post instantly"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          actions.instant.mutate();
        }}
      />
      <ShareLinkDialog url={sharing?.url ?? null} label={sharing ? entryLabel(sharing) : ""} onClose={() => setSharing(null)} />
      {inspecting ? (
        <EntryDetailsDialog postId={post.id} entry={inspecting} label={entryLabel(inspecting)} onClose={() => setInspecting(null)} />
      ) : null}
    </section>
  );
};
