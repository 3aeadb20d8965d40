import type { Post, PostAbilities, PostSummary } from "@wordloom/shared/model";
import type { PostWarning } from "@wordloom/shared/rules";
import { localParts } from "./campaign-dates-of";
import type { CampaignActor } from "./campaign.policy";
import type { CampaignPostRow, CampaignPostTargetRow, CampaignRow } from "./campaigns.tables";
import { postAbilities } from "./post.policy";
import { mediaUrl, type PostDetails } from "./post-details";

const SNIPPET_CHARS = 140;

/** The content on one line, cut to `chars` with an ellipsis. */
export const snippetOf = (content: string, chars = SNIPPET_CHARS): string => {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length <= chars ? flat : `${flat.slice(0, chars - 1)}…`;
};

/** What a summary reads of a post's entries: their platforms, the published ones' links, a partial post's message. */
export type SummaryEntry = Pick<CampaignPostTargetRow, "platform" | "status" | "url" | "partialCompletionMessage">;

/** The platforms of a post's entries, once each, in the entries' order. */
export const platformsOf = (entries: readonly SummaryEntry[]) => [...new Set(entries.map((entry) => entry.platform))];

/** The published entries' links. */
export const linksOf = (entries: readonly SummaryEntry[]) =>
  entries.flatMap((entry) => (entry.status === "posted" && entry.url ? [{ platform: entry.platform, url: entry.url }] : []));

/** A partial post's message (its failed entries carry it), else null. */
export const partialMessageOf = (status: CampaignPostRow["status"], entries: readonly SummaryEntry[]): string | null =>
  status === "partial" ? (entries.find((entry) => entry.partialCompletionMessage)?.partialCompletionMessage ?? null) : null;

/** A post as the calendar and the list show it. */
export const presentPostSummary = (
  row: Pick<
    CampaignPostRow,
    "id" | "campaignId" | "ownerId" | "title" | "category" | "type" | "status" | "publishAt" | "week" | "content" | "isRestricted"
  >,
  campaign: Pick<CampaignRow, "timeZone">,
  entries: readonly SummaryEntry[],
  thumbnailUrl: string | null,
  actor: CampaignActor,
  abilities: PostAbilities = postAbilities(actor, row),
): PostSummary => {
  const { date, time } = localParts(row.publishAt, campaign.timeZone);
  return {
    id: row.id,
    campaignId: row.campaignId,
    title: row.title,
    category: row.category,
    type: row.type,
    status: row.status,
    publishAt: row.publishAt.toISOString(),
    publishDate: date,
    time,
    week: row.week,
    platforms: platformsOf(entries),
    snippet: snippetOf(row.content),
    thumbnailUrl,
    isRestricted: row.isRestricted,
    links: linksOf(entries),
    partialCompletionMessage: partialMessageOf(row.status, entries),
    can: abilities,
  };
};

const firstImage = (details: PostDetails): string | null => {
  const image = details.media.find((item) => item.purpose === "post" && (item.kind === "image" || item.kind === "gif"));
  return image ? mediaUrl(image) : null;
};

/** The whole post, with its targets, media, checks and warnings. */
export const presentPost = (
  row: CampaignPostRow,
  campaign: Pick<CampaignRow, "timeZone">,
  details: PostDetails,
  actor: CampaignActor,
  checks: { warnings: PostWarning[]; notes: string[] } = { warnings: [], notes: [] },
): Post => ({
  ...presentPostSummary(row, campaign, details.targets, firstImage(details), actor),
  ownerId: row.ownerId,
  categoryKey: row.categoryKey,
  content: { title: row.contentTitle, content: row.content },
  platformContent: { x: row.xContent },
  contentView: row.contentView,
  generation: {
    context: row.generation.context ?? null,
    input: row.generation.input ?? null,
    tone: row.generation.tone ?? null,
    style: row.generation.style ?? null,
    length: row.generation.length ?? null,
    presentationStyle: row.generation.presentationStyle ?? null,
    selectedPillar: row.generation.selectedPillar ?? null,
    objectiveId: row.generation.objectiveId ?? null,
    objectiveCategoryKey: row.generation.objectiveCategoryKey ?? null,
    cta: row.generation.cta ?? null,
    contentStructure: row.generation.contentStructure ?? null,
    topic: row.generation.topic ?? null,
  },
  creationType: row.creationType,
  docId: row.docId,
  isChanged: row.isChanged,
  isShared: row.isShared,
  targets: details.targets.map((target) => ({
    id: target.id,
    accountId: target.accountId,
    platform: target.platform,
    platformUid: target.account.platformUserId,
    accountName: target.account.displayName ?? target.account.username,
    accountPictureUrl: target.account.pictureUrl,
    destinationId: target.destinationId,
    destinationKind: target.destinationKind,
    destinationName: target.destinationName,
    postType: target.postType,
    status: target.status,
    url: target.url,
    error: target.error,
    partialCompletionMessage: target.partialCompletionMessage,
    playlists: target.playlists,
    metaInfo: { tags: target.tags, selfDeclaredMadeForKids: target.madeForKids },
    publishable: target.publishable,
    reasons: target.reasons,
    needsLinking: target.account.status !== "linked",
    postedAt: target.postedAt?.toISOString() ?? null,
  })),
  media: details.media.map((item) => ({
    id: item.id,
    kind: item.kind,
    purpose: item.purpose,
    title: item.title,
    url: mediaUrl(item),
    mimeType: item.mimeType,
    byteLength: item.byteLength,
    width: item.width,
    height: item.height,
    aspectRatio: item.width && item.height ? Number((item.width / item.height).toFixed(4)) : null,
    durationSeconds: item.durationSeconds,
    thumbnailUrl: item.thumbnailPath ? `/media/${item.thumbnailPath}` : null,
    isThirdParty: item.isThirdParty,
  })),
  ownComments: row.ownComments,
  slides: row.slides.map((slide) => ({ title: slide.title, content: slide.content, imageMediaId: slide.imageMediaId ?? null })),
  poll: row.poll ?? null,
  mail: row.mail ?? null,
  mediaJob: row.mediaJob ?? null,
  activeReviewers: [],
  warnings: checks.warnings,
  notes: checks.notes,
  lastStatusCheckAt: row.lastStatusCheckAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
