import type { PostDraft } from "../../integrations/platforms/provider";
import type { Attempt } from "./publish-attempt";
import type { ConfirmedSteps } from "./publishing-engine.tables";

/** The text published on the target's platform: the X version on X when the post has one. */
export const textFor = (platform: string, content: Attempt["post"]["content"]): string =>
  platform === "x" && content.xText ? content.xText : content.text;

/**
 * What the provider publishes for this target: the text as the user wrote it (each provider puts
 * it in its platform's format itself: LinkedIn's little-text escaping, YouTube's description
 * rules), the options of the target and the media its earlier steps uploaded. Mail attachments
 * are read separately (their bytes go in the message).
 */
export const draftForTarget = (attempt: Attempt, steps: ConfirmedSteps): PostDraft => {
  const { post, target } = attempt;
  const content = post.content;
  const options: Record<string, string | number | boolean> = { ...target.options };
  delete options.blockedReasons;
  // A YouTube entry's own tags (campaign-bridge.ts) come before the post's.
  const entryTags = typeof options.tags === "string" ? options.tags.split("\n").filter((tag) => tag !== "") : [];
  delete options.tags;
  if (target.platform === "instagram" && (target.postType === "reel" || target.postType === "story")) {
    options.instagramType = target.postType;
  }
  return {
    text: textFor(target.platform, content),
    title: content.title,
    link: content.link,
    tags: entryTags.length > 0 ? entryTags : content.tags,
    options,
    media: content.media.map((_, index) => {
      const uploaded = steps.media?.[String(index)];
      if (!uploaded) {
        throw new Error(`media ${index} was not uploaded`);
      }
      return uploaded;
    }),
    mail: content.mail
      ? {
          to: content.mail.to,
          cc: content.mail.cc,
          bcc: content.mail.bcc,
          subject: content.mail.subject,
          html: content.mail.html,
          attachments: [],
        }
      : undefined,
  };
};
