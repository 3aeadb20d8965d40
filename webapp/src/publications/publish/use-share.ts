import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { Page, PublicationStatus } from "@wordloom/shared/model";
import { shareUrl, type ShareChannel, type ShareNetwork } from "@wordloom/shared/rules";
import { api } from "../../api/client";
import { useNotify } from "../../ui/toasts";
import { publicationKeys } from "../queries";
import { copyHtml, emailHtml } from "./email-html";

/** An absolute address for a server path (the public link, the cover). */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();

/** Why the document cannot be shared now, or null (spec document 2 §4: shares first require the public state). */
export const shareBlocker = (status: PublicationStatus): string | null => {
  if (status.visibility !== "public" || !status.path) {
    return PUBLISHING_MESSAGES.shareNeedsPublic;
  }
  return status.can.share ? null : PUBLISHING_MESSAGES.collaborativeShare;
};

/**
 * Sharing a public document (spec document 2 §1, §4): X, Facebook, WhatsApp and LinkedIn open their
 * documented share URLs; e-mail copies the article's HTML; each counts once on the server (share
 * count; the copied link counts as the link count).
 */
export const useShare = (getPages: () => readonly Page[]) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const record = useMutation({
    mutationFn: ({ id, channel }: { id: string; channel: ShareChannel }) => api.recordShare({ params: { id }, body: { channel } }),
    onSuccess: (counts, { id }) =>
      queryClient.setQueryData<PublicationStatus>(publicationKeys.status(id), (status) =>
        status ? { ...status, counts: { ...status.counts, shares: counts.shares, links: counts.links } } : status,
      ),
    // A count that did not reach the server does not stop the share the user already made.
    onError: () => undefined,
  });

  const shareTo = (status: PublicationStatus, network: ShareNetwork) => {
    const blocker = shareBlocker(status);
    if (blocker || !status.path) {
      notify(blocker ?? PUBLISHING_MESSAGES.shareNeedsPublic, "warning");
      return;
    }
    const url = absoluteUrl(status.path);
    if (network === "email") {
      const html = emailHtml({
        title: status.title,
        url,
        coverUrl: status.coverUrl ? absoluteUrl(status.coverUrl) : null,
        pages: getPages(),
      });
      copyHtml(html, `${status.title}\n${url}`).then(
        () => {
          notify(PUBLISHING_MESSAGES.emailCopied, "success");
          record.mutate({ id: status.documentId, channel: "email" });
        },
        () => notify("The browser did not allow copying to the clipboard.", "error"),
      );
      return;
    }
    window.open(shareUrl(network, url, status.title), "_blank", "noopener,noreferrer");
    record.mutate({ id: status.documentId, channel: network });
  };

  const linkCopied = (status: PublicationStatus) => record.mutate({ id: status.documentId, channel: "link" });
  /** Shared through the device's share sheet (Web Share API): a share, like a network's. */
  const sharedOnDevice = (status: PublicationStatus) => record.mutate({ id: status.documentId, channel: "device" });

  return { shareTo, linkCopied, sharedOnDevice };
};
