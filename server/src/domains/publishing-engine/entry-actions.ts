import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { PostEntryDetails, PublishingActionResult } from "@wordloom/shared/model";
import { SHORTS_DELETED_URL, type PlatformId } from "@wordloom/shared/rules";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { PlatformError } from "../../integrations/platforms/platform-error";
import type { CampaignActor } from "../campaigns/campaign.policy";
import { campaignPosts, campaignPostTargets, type CampaignPostTargetRow } from "../campaigns/campaigns.tables";
import { loadPost } from "../campaigns/find-campaign";
import { getPost } from "../campaigns/post-commands";
import { socialRuntime } from "../social-accounts/social-runtime";
import { freshAccount, publishContextFor } from "./account-session";
import { syncCampaignPost } from "./campaign-bridge";
import { ENGINE_MESSAGES, platformName } from "./engine-messages";
import { releaseTargetsNow } from "./plan-publishing";
import { engineTargets, providerHealth, type EngineTargetRow } from "./publishing-engine.tables";

type Deps = Pick<AppContext, "db" | "clock" | "jobs" | "config" | "events">;

const entryOf = async (deps: Deps, postId: string, entryId: string): Promise<CampaignPostTargetRow> => {
  const [entry] = await deps.db
    .select()
    .from(campaignPostTargets)
    .where(and(eq(campaignPostTargets.id, entryId), eq(campaignPostTargets.postId, postId)))
    .limit(1);
  if (!entry) {
    throw new AppError("NOT_FOUND", "This entry is not part of the post.");
  }
  return entry;
};

const engineTargetOf = async (deps: Deps, entry: CampaignPostTargetRow): Promise<EngineTargetRow | undefined> => {
  const [row] = await deps.db
    .select()
    .from(engineTargets)
    .where(
      and(
        eq(engineTargets.postId, entry.postId),
        eq(engineTargets.accountId, entry.accountId),
        entry.destinationId === null ? isNull(engineTargets.destinationId) : eq(engineTargets.destinationId, entry.destinationId),
      ),
    )
    .limit(1);
  return row;
};

/** Releases the given entries now (the post synced into the engine first) and marks the post active. */
const release = async (
  deps: Deps,
  actor: CampaignActor,
  postId: string,
  entries: readonly CampaignPostTargetRow[],
  includeUnknown: boolean,
): Promise<PublishingActionResult> => {
  await syncCampaignPost({ ...deps }, postId);
  const ids: string[] = [];
  for (const entry of entries) {
    const target = await engineTargetOf(deps, entry);
    if (target) {
      ids.push(target.id);
    }
  }
  if (ids.length === 0) {
    throw new AppError("CONFLICT", ENGINE_MESSAGES.selectPlatform);
  }
  await releaseTargetsNow(deps, postId, { targetIds: ids, includeUnknown });
  await deps.db.update(campaignPosts).set({ status: "active", updatedAt: deps.clock.now() }).where(eq(campaignPosts.id, postId));
  await deps.db
    .update(campaignPostTargets)
    .set({ status: "pending", error: null, partialCompletionMessage: null, updatedAt: deps.clock.now() })
    .where(
      inArray(
        campaignPostTargets.id,
        entries.map((entry) => entry.id),
      ),
    );
  return { post: await getPost(deps, actor, postId), message: ENGINE_MESSAGES.released };
};

/** Instant post (InstantPostReq): every not-posted entry, or the chosen ones, now. */
export const instantPost = async (deps: Deps, actor: CampaignActor, postId: string, entryIds?: readonly string[]) => {
  const { post } = await loadPost(deps.db, actor, "read", postId);
  if (post.status === "posted") {
    throw new AppError("CONFLICT", ENGINE_MESSAGES.alreadyPublished);
  }
  if (post.status === "active") {
    throw new AppError("CONFLICT", ENGINE_MESSAGES.inProgress);
  }
  const entries = (await deps.db.select().from(campaignPostTargets).where(eq(campaignPostTargets.postId, postId))).filter(
    (entry) => entry.status !== "posted" && (!entryIds || entryIds.includes(entry.id)),
  );
  return release(deps, actor, postId, entries, false);
};

/** Post Now for one entry that is not posted (not while the post is being published). */
export const postEntryNow = async (deps: Deps, actor: CampaignActor, postId: string, entryId: string) => {
  const { post } = await loadPost(deps.db, actor, "read", postId);
  const entry = await entryOf(deps, postId, entryId);
  if (post.status === "active") {
    throw new AppError("CONFLICT", ENGINE_MESSAGES.inProgress);
  }
  if (entry.status === "posted") {
    throw new AppError("CONFLICT", "This entry is already posted.");
  }
  return release(deps, actor, postId, [entry], false);
};

/** Re-upload of a failed entry (postReupload), an unknown outcome included once the user checked the account. */
export const reuploadEntry = async (deps: Deps, actor: CampaignActor, postId: string, entryId: string) => {
  await loadPost(deps.db, actor, "read", postId);
  const entry = await entryOf(deps, postId, entryId);
  if (entry.status !== "failed") {
    throw new AppError("CONFLICT", "Only a failed entry can be uploaded again.");
  }
  return release(deps, actor, postId, [entry], true);
};

const postedEntry = async (deps: Deps, actor: CampaignActor, postId: string, entryId: string) => {
  await loadPost(deps.db, actor, "read", postId);
  const entry = await entryOf(deps, postId, entryId);
  if (entry.status !== "posted" || !entry.externalId) {
    throw new AppError("CONFLICT", "This entry is not posted yet.");
  }
  const runtime = socialRuntime(deps);
  const provider = runtime.provider(entry.platform as PlatformId);
  const account = await freshAccount({ db: deps.db, clock: deps.clock, runtime }, entry.accountId);
  if (!provider?.publishing || !account || account.status !== "linked") {
    throw new AppError("CONFLICT", ENGINE_MESSAGES.notLinked(platformName(entry.platform)));
  }
  const context = await publishContextFor({ db: deps.db, clock: deps.clock, runtime }, account, entry.destinationId);
  if ("missingDestination" in context) {
    throw new AppError("CONFLICT", ENGINE_MESSAGES.notLinked(platformName(entry.platform)));
  }
  return { entry, provider: provider.publishing, context, externalId: entry.externalId };
};

const platformRefusal = (error: unknown): never => {
  if (error instanceof PlatformError) {
    throw new AppError("CONFLICT", error.retryable ? ENGINE_MESSAGES.tryLater : error.message, { kind: error.kind });
  }
  throw error;
};

/** getPostDetailsFacebook / getPostDetailsInsta / youtubeShortsStatus: the entry at the platform now. */
export const entryDetails = async (deps: Deps, actor: CampaignActor, postId: string, entryId: string): Promise<PostEntryDetails> => {
  await loadPost(deps.db, actor, "read", postId);
  const first = await entryOf(deps, postId, entryId);
  if (first.url === SHORTS_DELETED_URL) {
    return {
      platform: first.platform,
      state: "deleted",
      url: null,
      likes: null,
      comments: null,
      views: null,
      message: ENGINE_MESSAGES.shortsDeleted,
    };
  }
  const { entry, provider, context, externalId } = await postedEntry(deps, actor, postId, entryId);
  const details = await provider.postDetails(context, externalId).catch(platformRefusal);
  return {
    platform: entry.platform,
    state: details.state,
    url: details.url ?? entry.url,
    likes: details.likes ?? null,
    comments: details.comments ?? null,
    views: details.views ?? null,
    message: details.state === "deleted" ? ENGINE_MESSAGES.shortsDeleted : null,
  };
};

/** deleteYoutubeShorts: the video goes at YouTube; the entry keeps the special deleted url. */
export const deleteShorts = async (deps: Deps, actor: CampaignActor, postId: string, entryId: string) => {
  const { entry, provider, context, externalId } = await postedEntry(deps, actor, postId, entryId);
  if (entry.platform !== "youtube" || !provider.deletePost) {
    throw new AppError("CONFLICT", "Only a YouTube Short can be deleted here.");
  }
  await provider.deletePost(context, externalId).catch(platformRefusal);
  const now = deps.clock.now();
  await deps.db.update(campaignPostTargets).set({ url: SHORTS_DELETED_URL, updatedAt: now }).where(eq(campaignPostTargets.id, entry.id));
  const target = await engineTargetOf(deps, entry);
  if (target) {
    await deps.db.update(engineTargets).set({ url: SHORTS_DELETED_URL, updatedAt: now }).where(eq(engineTargets.id, target.id));
  }
  return { url: SHORTS_DELETED_URL, message: ENGINE_MESSAGES.shortsDeleted };
};

export const listProviderHealth = async (deps: Pick<Deps, "db">) => {
  const rows = await deps.db.select().from(providerHealth).orderBy(providerHealth.platform);
  return {
    items: rows.map((row) => ({
      platform: row.platform,
      lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
      lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
      lastErrorKind: row.lastErrorKind,
    })),
  };
};

/** The admin's view: targets that need a person (failed, outcome_unknown, missed), newest first. */
export const listTargetsNeedingAttention = async (deps: Pick<Deps, "db">) => {
  const rows = await deps.db
    .select()
    .from(engineTargets)
    .where(inArray(engineTargets.state, ["failed", "outcome_unknown", "missed"]))
    .orderBy(desc(engineTargets.updatedAt))
    .limit(200);
  return {
    items: rows.map((row) => ({
      id: row.id,
      postId: row.postId,
      ownerId: row.ownerId,
      platform: row.platform,
      state: row.state,
      attempts: row.attempts,
      errorKind: row.errorKind,
      error: row.error,
      dueAt: row.dueAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
};

/** The admin's confirmed retry of one target. */
export const retryTarget = async (deps: Deps, targetId: string) => {
  const [row] = await deps.db.select().from(engineTargets).where(eq(engineTargets.id, targetId)).limit(1);
  if (!row) {
    throw new AppError("NOT_FOUND", "Target not found.");
  }
  if (!["failed", "outcome_unknown", "missed"].includes(row.state)) {
    throw new AppError("CONFLICT", "Only a failed, unknown or missed target can be retried.");
  }
  await releaseTargetsNow(deps, row.postId, { targetIds: [row.id], includeUnknown: true });
  return { ok: true as const };
};
