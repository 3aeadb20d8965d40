import {
  Badge,
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Link,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Select,
  Spinner,
  Subtitle2,
  tokens,
} from "@fluentui/react-components";
import { CopyRegular, DeleteRegular, GlobeRegular, ImageRegular, LockClosedRegular, MailRegular } from "@fluentui/react-icons";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import { DOCUMENT_CATEGORIES, type Page, type PublicationStatus } from "@wordloom/shared/model";
import { COVER, type ShareNetwork } from "@wordloom/shared/rules";
import { errorMessage } from "../../api/errors";
import { useNotify } from "../../ui/toasts";
import { COVER_ACCEPT, coverProblem, coverUploadError } from "./cover-rules";
import { ImageCropDialog, type PickedImage } from "../../ui/ImageCropDialog";
import { SELECT_CROP_AREA_MESSAGE } from "../../ui/crop-area";
import { SharePopup } from "./SharePopup";
import { TagsField } from "./TagsField";
import { usePublication } from "./use-publication";
import { usePublicationEdits, type DocumentCategory } from "./use-publication-edits";
import { absoluteUrl, shareBlocker, useShare } from "./use-share";

const useStyles = makeStyles({
  surface: { maxWidth: "min(820px, calc(100vw - 32px))", width: "100%" },
  content: { display: "grid", gap: "16px", minWidth: 0 },
  status: { display: "flex", alignItems: "center", gap: "12px", flexWrap: "wrap" },
  cover: {
    width: "100%",
    aspectRatio: "2.23",
    objectFit: "cover",
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    color: tokens.colorNeutralForeground4,
    fontSize: "40px",
  },
  row: { display: "flex", gap: "8px", flexWrap: "wrap", alignItems: "center" },
  title: { overflowWrap: "anywhere" },
  link: { overflowWrap: "anywhere", minWidth: 0 },
  counts: { display: "flex", flexWrap: "wrap", gap: "4px 16px", color: tokens.colorNeutralForeground3 },
  hidden: { display: "none" },
});

const NETWORKS: readonly { id: ShareNetwork; label: string }[] = [
  { id: "x", label: "X" },
  { id: "facebook", label: "Facebook" },
  { id: "whatsapp", label: "WhatsApp" },
  { id: "linkedin", label: "LinkedIn" },
];

interface SharePanelProps {
  /** The document the panel shows, or null when closed. */
  documentId: string | null;
  /** The document's pages now (the e-mail share copies them as HTML). */
  getPages: () => readonly Page[];
  visibilityPending: boolean;
  onRequestVisibility: (visibility: "public" | "private") => void;
  onClose: () => void;
}

const Counts = ({ status }: { status: PublicationStatus }) => {
  const styles = useStyles();
  const { counts } = status;
  return (
    <Caption1 className={styles.counts} aria-label="Counts">
      <span>{counts.likes} likes</span>
      <span>{counts.comments} comments</span>
      <span>{counts.bookmarks} bookmarks</span>
      <span>{counts.reads} reads</span>
      <span>{counts.shares} shares</span>
      <span>{counts.links} link copies</span>
    </Caption1>
  );
};

/**
 * The document preview and share panel (spec document 2 §1, §2, §4, §5): public or private, the
 * cover (cropped at 2.23), category, up to 20 hashtags, the public link and the shares.
 */
export const SharePanel = ({ documentId, getPages, visibilityPending, onRequestVisibility, onClose }: SharePanelProps) => {
  const styles = useStyles();
  const notify = useNotify();
  const publication = usePublication(documentId);
  const edits = usePublicationEdits(documentId ?? "");
  const share = useShare(getPages);
  const fileInput = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const [popupUrl, setPopupUrl] = useState<string | null>(null);
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  const status = publication.data;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) {
      return;
    }
    const problem = coverProblem(file);
    if (problem) {
      notify(problem, "error");
      return;
    }
    edits.uploadCover.reset();
    setPicked({ file, url: URL.createObjectURL(file) });
  };
  const upload = (area: { x: number; y: number; width: number; height: number } | null) => {
    if (picked) {
      edits.uploadCover.mutate({ file: picked.file, area }, { onSuccess: () => setPicked(null) });
    }
  };

  let body;
  if (publication.isPending) {
    body = <Spinner label="Loading…" />;
  } else if (publication.isError || !status) {
    body = (
      <MessageBar intent="error">
        <MessageBarBody>{errorMessage(publication.error)}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void publication.refetch()}>Retry</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else {
    const isPublic = status.visibility === "public";
    const url = status.path ? absoluteUrl(status.path) : null;
    body = (
      <>
        <div className={styles.status}>
          <Badge appearance="tint" color={isPublic ? "success" : "informative"} icon={isPublic ? <GlobeRegular /> : <LockClosedRegular />}>
            {isPublic ? "Public" : "Private"}
          </Badge>
          {isPublic ? (
            <Button disabled={visibilityPending || !status.can.makePrivate} onClick={() => onRequestVisibility("private")}>
              Make Private
            </Button>
          ) : (
            <Button
              appearance="primary"
              disabled={visibilityPending || !status.can.makePublic}
              onClick={() => onRequestVisibility("public")}
            >
              Make Public
            </Button>
          )}
          {visibilityPending ? <Spinner size="tiny" /> : null}
        </div>
        {status.coverUrl ? (
          <img className={styles.cover} src={status.coverUrl} alt="Cover image" />
        ) : (
          <div className={styles.cover} aria-label="No cover image" role="img">
            <ImageRegular />
          </div>
        )}
        <div className={styles.row}>
          <input
            ref={fileInput}
            type="file"
            accept={COVER_ACCEPT}
            className={styles.hidden}
            onChange={pick}
            aria-label="Cover image file"
          />
          <Button icon={<ImageRegular />} disabled={!status.can.uploadCover} onClick={() => fileInput.current?.click()}>
            {status.coverUrl ? "Change cover image" : "Add cover image"}
          </Button>
          {status.coverUrl ? (
            <Button icon={<DeleteRegular />} disabled={edits.removeCover.isPending} onClick={() => edits.removeCover.mutate()}>
              Remove cover image
            </Button>
          ) : null}
        </div>
        <Subtitle2 className={styles.title}>{status.title}</Subtitle2>
        <Field label="Category">
          <Select
            value={status.category}
            disabled={edits.category.isPending}
            onChange={(_event, data) => edits.category.mutate(data.value as DocumentCategory)}
          >
            {DOCUMENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </Field>
        <TagsField
          tags={status.tags}
          disabled={!status.can.editTags || edits.tags.isPending}
          onChange={(tags) => edits.tags.mutate(tags)}
        />
        {url ? (
          <Body1 className={styles.link}>
            Public link:{" "}
            <Link href={url} target="_blank" rel="noopener">
              {url}
            </Link>
          </Body1>
        ) : (
          <Body1>The document gets its public link when it is made public.</Body1>
        )}
        <div className={styles.row} role="group" aria-label="Share">
          {NETWORKS.map((network) => (
            <Button key={network.id} onClick={() => share.shareTo(status, network.id)}>
              {network.label}
            </Button>
          ))}
          <Button icon={<MailRegular />} onClick={() => share.shareTo(status, "email")}>
            Email
          </Button>
          <Button
            icon={<CopyRegular />}
            onClick={() => {
              if (url && isPublic && status.can.share) {
                setPopupUrl(url);
              } else {
                notify(shareBlocker(status) ?? PUBLISHING_MESSAGES.shareNeedsPublic, "warning");
              }
            }}
          >
            Copy link
          </Button>
        </div>
        <Counts status={status} />
      </>
    );
  }

  return (
    <>
      <Dialog
        open={documentId !== null && picked === null && popupUrl === null}
        onOpenChange={(_event, data) => (data.open ? undefined : onClose())}
      >
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>Preview and share</DialogTitle>
            <DialogContent className={styles.content}>{body}</DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Close</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <ImageCropDialog
        image={picked}
        title="Crop the cover image"
        aspect={COVER.aspect}
        stageHeight={300}
        wide
        uploading={edits.uploadCover.isPending}
        uploadError={edits.uploadCover.isError ? coverUploadError(edits.uploadCover.error) : null}
        noAreaMessage={SELECT_CROP_AREA_MESSAGE}
        requireArea
        onCrop={upload}
        onUploadFull={() => upload(null)}
        onCancel={() => setPicked(null)}
      />
      <SharePopup
        url={popupUrl}
        title={status?.title ?? ""}
        onCopied={() => status && share.linkCopied(status)}
        onShared={() => status && share.sharedOnDevice(status)}
        onClose={() => setPopupUrl(null)}
      />
    </>
  );
};
