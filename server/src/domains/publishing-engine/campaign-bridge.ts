import { and, asc, eq, inArray } from "drizzle-orm";
import type { WorkerDeps } from "../../context";
import { campaignPostMedia, campaignPostTargets, campaignPosts, campaigns } from "../campaigns/campaigns.tables";
import { cancelPostPublishing, planPostPublishing, type PostPlan } from "./plan-publishing";
import type { PostPublishingSettled } from "./publishing-engine.events";
import { readKnownTargets } from "./replan-kept-targets";
import { engineTargets, type PlannedMedia } from "./publishing-engine.tables";

/**
 * The bridge between campaigns and the engine: what a campaign post becomes as a plan (read from
 * the campaigns tables), and the engine's outcome written back onto the post and its entries (the
 * columns the campaigns tables reserve for the publisher: status, url, error, externalId, postedAt).
 */

const mediaOf = (row: typeof campaignPostMedia.$inferSelect): PlannedMedia | undefined =>
  row.storedPath && row.kind !== "url"
    ? {
        kind: row.kind === "document" ? "pdf" : row.kind,
        mimeType: row.mimeType,
        fileName: row.title || row.storedPath.split("/").pop() || "file",
        storedPath: row.storedPath,
        byteLength: row.byteLength,
        width: row.width ?? undefined,
        height: row.height ?? undefined,
        durationSeconds: row.durationSeconds ?? undefined,
      }
    : undefined;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The plan of one campaign post, or undefined when there is nothing to publish (posted, gone). */
export const campaignPostPlan = async (deps: Pick<WorkerDeps, "db">, postId: string): Promise<PostPlan | undefined> => {
  // Three reads by the post's id, side by side (one round trip's wait instead of three).
  const [[row], targets, media] = await Promise.all([
    deps.db
      .select({ post: campaignPosts, campaign: campaigns })
      .from(campaignPosts)
      .innerJoin(campaigns, eq(campaigns.id, campaignPosts.campaignId))
      .where(eq(campaignPosts.id, postId))
      .limit(1),
    deps.db.select().from(campaignPostTargets).where(eq(campaignPostTargets.postId, postId)).orderBy(asc(campaignPostTargets.position)),
    deps.db.select().from(campaignPostMedia).where(eq(campaignPostMedia.postId, postId)).orderBy(asc(campaignPostMedia.position)),
  ]);
  if (!row || row.post.status === "posted") {
    return undefined;
  }
  const { post, campaign } = row;
  const byPurpose = (purpose: string) => media.filter((item) => item.purpose === purpose).flatMap((item) => mediaOf(item) ?? []);
  const link = media.find((item) => item.kind === "url")?.externalUrl ?? undefined;
  const text = post.content;
  return {
    postId,
    ownerId: post.ownerId,
    campaignId: campaign.id,
    title: post.title || post.contentTitle || "Post",
    dueAt: post.publishAt,
    restricted: post.isRestricted,
    held: campaign.status !== "active",
    content: {
      text,
      xText: post.xContent,
      title: post.contentTitle || post.title,
      link,
      media: byPurpose("post"),
      mail: post.mail
        ? {
            to: post.mail.to,
            cc: post.mail.cc,
            bcc: post.mail.bcc,
            subject: post.mail.subject || post.contentTitle || post.title,
            html: `<div>${escapeHtml(text).replaceAll("\n", "<br>")}</div>`,
            attachments: byPurpose("mail_attachment"),
          }
        : undefined,
    },
    targets: targets
      .filter((target) => target.status !== "posted")
      .map((target) => ({
        accountId: target.accountId,
        platform: target.platform,
        destinationId: target.destinationId,
        postType: target.postType,
        options: {
          ...(target.platform === "youtube"
            ? {
                madeForKids: target.madeForKids,
                ...(target.playlists[0] ? { playlistId: target.playlists[0] } : {}),
                // Options hold plain values: the entry's video tags travel as lines (a tag is one line).
                ...(target.tags.length > 0 ? { tags: target.tags.join("\n") } : {}),
              }
            : {}),
        },
        blockedReasons: target.publishable ? [] : target.reasons,
      })),
  };
};

/** Plans (or re-plans) one campaign post; a post that is gone or posted leaves the engine. */
export const syncCampaignPost = async (deps: WorkerDeps, postId: string): Promise<void> => {
  // The engine's targets of the post are read beside the plan's reads: a plan that keeps them all takes one statement.
  const [plan, known] = await Promise.all([campaignPostPlan(deps, postId), readKnownTargets(deps.db, postId)]);
  if (!plan) {
    const [posted] = await deps.db.select({ status: campaignPosts.status }).from(campaignPosts).where(eq(campaignPosts.id, postId));
    if (!posted) {
      await cancelPostPublishing(deps, postId);
    }
    return;
  }
  await planPostPublishing(deps, plan, known);
};

/** Every post of a campaign that may still publish (activation, resume, a changed start). */
export const syncCampaign = async (deps: WorkerDeps, campaignId: string): Promise<void> => {
  const posts = await deps.db
    .select({ id: campaignPosts.id })
    .from(campaignPosts)
    .where(and(eq(campaignPosts.campaignId, campaignId), inArray(campaignPosts.status, ["pending", "active", "partial", "failed"])));
  for (const { id } of posts) {
    await syncCampaignPost(deps, id);
  }
};

const ENTRY_STATUS = { posted: "posted", failed: "failed", outcome_unknown: "failed", missed: "failed" } as const;

/**
 * The engine's outcome on the campaign post: its rolled-up status (partial when some entries were
 * posted and others failed) and each entry, the failed ones of a partial post with its message.
 */
export const applyOutcomeToCampaign = async (deps: Pick<WorkerDeps, "db" | "clock">, outcome: PostPublishingSettled): Promise<void> => {
  const now = deps.clock.now();
  await deps.db.update(campaignPosts).set({ status: outcome.status, updatedAt: now }).where(eq(campaignPosts.id, outcome.postId));
  const engineRows = await deps.db.select().from(engineTargets).where(eq(engineTargets.postId, outcome.postId));
  const entries = await deps.db.select().from(campaignPostTargets).where(eq(campaignPostTargets.postId, outcome.postId));
  for (const target of engineRows) {
    const entry = entries.find(
      (candidate) => candidate.accountId === target.accountId && (candidate.destinationId ?? null) === (target.destinationId ?? null),
    );
    if (!entry) {
      continue;
    }
    const settled = target.state in ENTRY_STATUS ? ENTRY_STATUS[target.state as keyof typeof ENTRY_STATUS] : "pending";
    await deps.db
      .update(campaignPostTargets)
      .set({
        status: settled,
        url: target.url,
        error: target.error,
        externalId: target.platformPostId,
        postedAt: target.postedAt,
        partialCompletionMessage: settled === "failed" ? outcome.partialCompletionMessage : null,
        updatedAt: now,
      })
      .where(eq(campaignPostTargets.id, entry.id));
  }
};
