import { count, eq } from "drizzle-orm";
import type { CreatePostBody, Post, UpdatePostBody } from "@wordloom/shared/model";
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES as M, zonedInstant } from "@wordloom/shared/rules";
import type { AppContext } from "../../context";
import { conflict } from "../../errors";
import { datesOf, weekIn } from "./campaign-dates-of";
import type { CampaignActor } from "./campaign.policy";
import { campaignPostMedia, campaignPosts, type CampaignPostRow, type CampaignRow } from "./campaigns.tables";
import { findWarningCandidates, warningsOf } from "./compute-warnings";
import { loadCampaign, loadPost } from "./find-campaign";
import { loadPostDetails } from "./post-details";
import { assertPublishDate, assertWeeklyLimit } from "./post-rules";
import { presentPost } from "./present-post";
import { draftsOf, resolveTargets } from "./resolve-targets";
import {
  checkForSave,
  insertPost,
  loadMediaRows,
  orderMedia,
  removeUnreferencedFiles,
  replaceTargets,
  setLink,
  storedPathsOf,
  type Writer,
} from "./write-post";

type Deps = Pick<AppContext, "db" | "clock" | "events">;

/** A new post's default time: the campaign's first day at its default time, or soon after now in an active campaign. */
export const defaultPublishAt = (campaign: CampaignRow, now: Date): Date => {
  const first = zonedInstant(datesOf(campaign).startDate, campaign.defaultTime, campaign.timeZone);
  const start = first.getTime() < campaign.startAt.getTime() ? campaign.startAt : first;
  const soonest = new Date(Math.ceil((now.getTime() + 10 * 60_000) / 60_000) * 60_000);
  return campaign.status === "active" && start.getTime() < soonest.getTime() ? soonest : start;
};

/** The post as answered after a read or a save: details, warnings and notes. */
export const postAnswer = async (
  db: Writer,
  actor: CampaignActor,
  post: CampaignPostRow,
  campaign: CampaignRow,
  notes: string[] = [],
): Promise<Post> => {
  const [loaded, candidates] = await Promise.all([loadPostDetails(db, [post.id]), findWarningCandidates(db, post)]);
  const details = loaded.get(post.id) ?? { targets: [], media: [] };
  return presentPost(post, campaign, details, actor, { warnings: warningsOf(post, details, candidates), notes });
};

export const getPost = async (deps: Pick<AppContext, "db">, actor: CampaignActor, id: string): Promise<Post> => {
  const { post, campaign } = await loadPost(deps.db, actor, "read", id);
  return postAnswer(deps.db, actor, post, campaign);
};

const generationOf = (body: Pick<UpdatePostBody, "generation">, previous: CampaignPostRow["generation"] = {}) => ({
  ...previous,
  ...(body.generation ?? {}),
});

export const createPost = async (
  deps: Deps,
  actor: CampaignActor,
  campaignId: string,
  body: CreatePostBody,
): Promise<{ post: Post; message: string }> => {
  const now = deps.clock.now();
  const { row, campaign, notes } = await deps.db.transaction(async (tx) => {
    const campaign = await loadCampaign(tx, actor, "createPost", campaignId, true);
    const [existing] = await tx.select({ n: count() }).from(campaignPosts).where(eq(campaignPosts.campaignId, campaign.id));
    if ((existing?.n ?? 0) >= CAMPAIGN_LIMITS.maxPostsPerCampaign) {
      throw conflict(M.campaignFull);
    }
    const publishAt = body.publishAt ? new Date(body.publishAt) : defaultPublishAt(campaign, now);
    assertPublishDate(campaign, publishAt, now);
    const week = weekIn(campaign, publishAt);
    await assertWeeklyLimit(tx, campaign.id, body.type, week, null);
    const values = {
      campaignId: campaign.id,
      ownerId: actor.id,
      title: body.title ?? "",
      category: body.category ?? null,
      categoryKey: body.categoryKey ?? null,
      type: body.type,
      publishAt,
      week,
      content: body.content ?? "",
      xContent: body.xContent ?? null,
      contentView: body.contentView ?? "original",
      generation: generationOf(body),
      creationType: body.creationType ?? "other",
      isRestricted: body.isRestricted ?? false,
      ownComments: body.ownComments ?? {},
      slides: body.slides ?? [],
      poll: body.poll ?? null,
      createdAt: now,
      updatedAt: now,
    } satisfies typeof campaignPosts.$inferInsert;
    const drafts = await resolveTargets(tx, actor, body.type, body.targets ?? []);
    const linkMedia = body.link
      ? [
          {
            kind: "url" as const,
            purpose: "post" as const,
            mimeType: "text/uri-list",
            byteLength: 0,
            width: null,
            height: null,
            durationSeconds: null,
          },
        ]
      : [];
    const checked = checkForSave(values, drafts, linkMedia);
    const row = await insertPost(tx, values);
    await replaceTargets(tx, row.id, checked.targets, now);
    if (body.link) {
      await setLink(tx, row.id, body.link, now);
    }
    return { row, campaign, notes: checked.notes };
  });
  await deps.events.emit("post.created", { actorId: actor.id, campaignId: campaign.id, postId: row.id, publishAt: row.publishAt });
  return { post: await postAnswer(deps.db, actor, row, campaign, notes), message: M.saved };
};

const CONTENT_FIELDS = ["content", "xContent", "title", "poll", "slides"] as const;

export const updatePost = async (
  deps: Deps,
  actor: CampaignActor,
  id: string,
  body: UpdatePostBody,
): Promise<{ post: Post; message: string }> => {
  const now = deps.clock.now();
  const { row, campaign, notes, movedFrom } = await deps.db.transaction(async (tx) => {
    const { post, campaign } = await loadPost(tx, actor, "update", id, true);
    const type = body.type ?? post.type;
    const publishAt = body.publishAt ? new Date(body.publishAt) : post.publishAt;
    const moved = publishAt.getTime() !== post.publishAt.getTime();
    if (moved) {
      assertPublishDate(campaign, publishAt, now);
    }
    const week = weekIn(campaign, publishAt);
    if (moved || type !== post.type) {
      await assertWeeklyLimit(tx, campaign.id, type, week, post.id);
    }
    const next: CampaignPostRow = {
      ...post,
      title: body.title ?? post.title,
      category: body.category !== undefined ? body.category : post.category,
      categoryKey: body.categoryKey !== undefined ? body.categoryKey : post.categoryKey,
      type,
      publishAt,
      week,
      content: body.content ?? post.content,
      xContent: body.xContent !== undefined ? body.xContent : post.xContent,
      contentView: body.contentView ?? post.contentView,
      generation: generationOf(body, post.generation),
      creationType: body.creationType ?? post.creationType,
      ownComments: body.ownComments ?? post.ownComments,
      slides: body.slides ?? post.slides,
      poll: body.poll !== undefined ? body.poll : post.poll,
      isChanged: post.isChanged || CONTENT_FIELDS.some((field) => body[field] !== undefined),
      updatedAt: now,
    };
    const current = (await loadPostDetails(tx, [post.id])).get(post.id) ?? { targets: [], media: [] };
    const drafts = body.targets ? await resolveTargets(tx, actor, type, body.targets, current.targets) : draftsOf(current.targets, type);
    if (body.link !== undefined) {
      await setLink(tx, post.id, body.link, now);
    }
    const media = await loadMediaRows(tx, post.id);
    if (body.mediaOrder) {
      await orderMedia(tx, media, body.mediaOrder);
    }
    const checked = checkForSave(next, drafts, media);
    const { id: _id, ...values } = next;
    const [row] = await tx.update(campaignPosts).set(values).where(eq(campaignPosts.id, post.id)).returning();
    await replaceTargets(tx, post.id, checked.targets, now);
    return { row: row ?? next, campaign, notes: checked.notes, movedFrom: moved ? post.publishAt : null };
  });
  await deps.events.emit("post.updated", { actorId: actor.id, campaignId: campaign.id, postId: row.id, fields: Object.keys(body) });
  if (movedFrom) {
    await deps.events.emit("post.moved", {
      actorId: actor.id,
      campaignId: campaign.id,
      postId: row.id,
      from: movedFrom,
      to: row.publishAt,
    });
  }
  return { post: await postAnswer(deps.db, actor, row, campaign, notes), message: M.saved };
};

export const deletePost = async (deps: Deps & Pick<AppContext, "config">, actor: CampaignActor, id: string): Promise<void> => {
  const { post, paths } = await deps.db.transaction(async (tx) => {
    const { post } = await loadPost(tx, actor, "delete", id, true);
    const paths = await storedPathsOf(tx, [post.id]);
    await tx.delete(campaignPosts).where(eq(campaignPosts.id, post.id));
    return { post, paths };
  });
  await removeUnreferencedFiles(deps.db, deps.config.mediaDir, paths);
  await deps.events.emit("post.deleted", { actorId: actor.id, campaignId: post.campaignId, postId: post.id });
};

/** Duplicates a post (not a posted one) as a new pending post at the same time, sharing its media files. */
export const clonePost = async (deps: Deps, actor: CampaignActor, id: string): Promise<{ post: Post; message: string }> => {
  const now = deps.clock.now();
  const { row, campaign } = await deps.db.transaction(async (tx) => {
    const { post, campaign } = await loadPost(tx, actor, "clone", id, true);
    await loadCampaign(tx, actor, "createPost", campaign.id, true);
    await assertWeeklyLimit(tx, campaign.id, post.type, post.week, null);
    const { id: _id, ...rest } = post;
    const row = await insertPost(tx, {
      ...rest,
      title: post.title,
      status: "pending",
      isRestricted: false,
      isShared: false,
      mediaJob: null,
      lastStatusCheckAt: null,
      createdAt: now,
      updatedAt: now,
    });
    const details = (await loadPostDetails(tx, [post.id])).get(post.id) ?? { targets: [], media: [] };
    await replaceTargets(
      tx,
      row.id,
      draftsOf(details.targets, post.type).map((target) => ({
        ...target,
        status: "pending",
        url: null,
        error: null,
        partialCompletionMessage: null,
        externalId: null,
        postedAt: null,
      })),
      now,
    );
    if (details.media.length > 0) {
      await tx
        .insert(campaignPostMedia)
        .values(details.media.map(({ id: _mediaId, ...item }) => ({ ...item, postId: row.id, createdAt: now })));
    }
    return { row, campaign };
  });
  await deps.events.emit("post.created", { actorId: actor.id, campaignId: campaign.id, postId: row.id, publishAt: row.publishAt });
  return { post: await postAnswer(deps.db, actor, row, campaign), message: M.saved };
};
