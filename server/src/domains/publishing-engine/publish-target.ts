import { randomUUID } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { PlatformId } from "@wordloom/shared/rules";
import type { WorkerDeps } from "../../context";
import { PlatformError } from "../../integrations/platforms/platform-error";
import type { MediaFile, PostDraft, PublishingOperations, PublishContext, PublishedPost } from "../../integrations/platforms/provider";
import { socialRuntime } from "../social-accounts/social-runtime";
import { freshAccount, publishContextFor } from "./account-session";
import { ENGINE_MESSAGES, platformName } from "./engine-messages";
import { backoffMs, engineSettings, type EngineSettings } from "./engine-settings";
import { mailBatches } from "./mail-batches";
import { holdKeyFor, holdUntil, recordProviderError, recordProviderSuccess } from "./holds-and-health";
import {
  enginePosts,
  engineTargets,
  publishingHolds,
  type ConfirmedSteps,
  type EnginePostRow,
  type EngineTargetRow,
  type PlannedMedia,
} from "./publishing-engine.tables";
import { settlePost } from "./rollup-post";

export type PublishOutcome =
  | { kind: "posted" | "failed" | "outcome_unknown" | "missed" | "skipped" }
  /** Not yet (not due, a backoff, a rate-limit hold): run again at `runAt`. */
  | { kind: "later"; runAt: Date };

/** Platforms that download the media from our server (handbook §2.8). */
const PULLS_MEDIA = new Set(["instagram", "facebook"]);
/** A job may start this early (pg-boss and our clock are not the same clock). */
const EARLY_TOLERANCE_MS = 1_000;

/** The attempt lost its reservation (the sweep gave the target to another worker): stop without a platform call. */
class LostReservation extends Error {}

/** A refusal before anything was sent to the platform, as a target error. */
class Precheck extends Error {
  constructor(
    message: string,
    readonly kind: string,
    readonly needsReconnect = false,
  ) {
    super(message);
  }
}

interface Attempt {
  target: EngineTargetRow;
  post: EnginePostRow;
  attemptId: string;
}

const effectiveTime = (target: EngineTargetRow) =>
  target.nextAttemptAt && target.nextAttemptAt > target.dueAt ? target.nextAttemptAt : target.dueAt;

/**
 * Step 1 of every attempt, in one transaction: lock the target (SKIP LOCKED: another worker has it),
 * check it is due, not held, not restricted, not rate-limited and not overdue past the cut-off, and
 * reserve the attempt (attempt id, started at) before anything is sent to the platform.
 */
const reserve = async (deps: WorkerDeps, targetId: string, settings: EngineSettings): Promise<Attempt | PublishOutcome> => {
  const now = deps.clock.now();
  return deps.db
    .transaction(async (tx) => {
      const [row] = await tx
        .select({
          target: engineTargets,
          post: enginePosts,
          holdUntil: sql<string | null>`(select max(${publishingHolds.until}) from ${publishingHolds} where ${publishingHolds.key} in (
          'account:' || ${engineTargets.accountId}::text,
          case when ${engineTargets.platform} in ('facebook', 'instagram') then 'app:meta' else '' end))`,
        })
        .from(engineTargets)
        .innerJoin(enginePosts, eq(enginePosts.id, engineTargets.postId))
        .where(eq(engineTargets.id, targetId))
        .for("update", { of: engineTargets, skipLocked: true })
        .limit(1);
      if (!row || row.target.state !== "scheduled") {
        return { kind: "skipped" } as const;
      }
      const { target, post } = row;
      if (!target.releasedAt && (post.restricted || post.held)) {
        return { kind: "skipped" } as const;
      }
      const runAt = effectiveTime(target);
      if (runAt.getTime() > now.getTime() + EARLY_TOLERANCE_MS) {
        return { kind: "later", runAt } as const;
      }
      const hold = row.holdUntil ? new Date(row.holdUntil) : null;
      if (hold && hold > now) {
        await tx.update(engineTargets).set({ nextAttemptAt: hold, updatedAt: now }).where(eq(engineTargets.id, target.id));
        return { kind: "later", runAt: hold } as const;
      }
      const cutoff = settings.missedAfterMinutes * 60_000;
      if (!target.releasedAt && now.getTime() - target.dueAt.getTime() > cutoff) {
        const [missed] = await tx
          .update(engineTargets)
          .set({ state: "missed", error: ENGINE_MESSAGES.missed(Math.round(settings.missedAfterMinutes / 60)), updatedAt: now })
          .where(eq(engineTargets.id, target.id))
          .returning();
        return { kind: "missed", missed } as const;
      }
      const attemptId = randomUUID();
      const [reserved] = await tx
        .update(engineTargets)
        .set({
          state: "publishing",
          attemptId,
          attemptStartedAt: now,
          attempts: target.attempts + 1,
          createSentAt: null,
          updatedAt: now,
        })
        .where(eq(engineTargets.id, target.id))
        .returning();
      return { target: reserved ?? target, post, attemptId };
    })
    .then(async (result) => {
      if ("missed" in result && result.missed) {
        await settlePost(deps, result.missed.postId, result.missed);
        return { kind: "missed" } as const;
      }
      return result;
    });
};

/** Writes to the target only while this attempt still holds it. */
const guardedUpdate = async (deps: WorkerDeps, attempt: Attempt, values: Partial<EngineTargetRow>): Promise<EngineTargetRow> => {
  const [row] = await deps.db
    .update(engineTargets)
    .set({ ...values, updatedAt: deps.clock.now() })
    .where(and(eq(engineTargets.id, attempt.target.id), eq(engineTargets.attemptId, attempt.attemptId)))
    .returning();
  if (!row) {
    throw new LostReservation();
  }
  return row;
};

const publicBase = (deps: WorkerDeps): string | undefined => deps.config.publicBaseUrl?.replace(/\/+$/, "");

const isPubliclyReachable = (base: string | undefined): base is string => {
  if (!base || !URL.canParse(base)) {
    return false;
  }
  const url = new URL(base);
  return url.protocol === "https:" && !["localhost", "127.0.0.1", "[::1]", "0.0.0.0"].includes(url.hostname);
};

const mediaFile = async (deps: WorkerDeps, media: PlannedMedia): Promise<MediaFile> => {
  const bytes = await readFile(path.join(deps.config.mediaDir, media.storedPath)).catch(() => {
    throw new Precheck(ENGINE_MESSAGES.mediaMissing, "validation");
  });
  return {
    kind: media.kind,
    mimeType: media.mimeType,
    fileName: media.fileName,
    byteLength: bytes.byteLength,
    bytes: new Uint8Array(bytes),
    publicUrl: `${publicBase(deps) ?? ""}/media/${media.storedPath}`,
    width: media.width,
    height: media.height,
    durationSeconds: media.durationSeconds,
  };
};

/** Registry verdicts, media reachability and PUBLIC_BASE_URL, before any platform call (handbook §2.7). */
const precheck = async (deps: WorkerDeps, attempt: Attempt): Promise<void> => {
  const { target, post } = attempt;
  const blocked = target.options.blockedReasons;
  if (typeof blocked === "string" && blocked !== "") {
    throw new Precheck(blocked, "validation");
  }
  const media = post.content.media;
  if (media.length > 0 && PULLS_MEDIA.has(target.platform) && !isPubliclyReachable(publicBase(deps))) {
    throw new Precheck(ENGINE_MESSAGES.needsPublicUrl(platformName(target.platform)), "validation");
  }
  for (const item of media) {
    const found = await stat(path.join(deps.config.mediaDir, item.storedPath)).catch(() => null);
    if (!found) {
      throw new Precheck(ENGINE_MESSAGES.mediaMissing, "validation");
    }
  }
};

const draftFor = (publishing: PublishingOperations, attempt: Attempt, steps: ConfirmedSteps): PostDraft => {
  const { post, target } = attempt;
  const content = post.content;
  const text = target.platform === "x" && content.xText ? content.xText : content.text;
  const options: Record<string, string | number | boolean> = { ...target.options };
  delete options.blockedReasons;
  if (target.platform === "instagram" && (target.postType === "reel" || target.postType === "story")) {
    options.instagramType = target.postType;
  }
  return {
    text: publishing.prepareText(text),
    title: content.title,
    link: content.link,
    tags: content.tags,
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

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Everything after the reservation: precheck, token, media steps, the create call. */
const run = async (
  deps: WorkerDeps,
  attempt: Attempt,
  settings: EngineSettings,
  progress: { createSent: boolean },
): Promise<PublishedPost> => {
  const runtime = socialRuntime(deps);
  const { target } = attempt;
  const provider = runtime.provider(target.platform as PlatformId);
  if (!provider?.publishing) {
    throw new Precheck(ENGINE_MESSAGES.notConfigured(platformName(target.platform)), "unsupported");
  }
  await precheck(deps, attempt);
  const account = await freshAccount({ db: deps.db, clock: deps.clock, runtime }, target.accountId);
  if (!account || account.status !== "linked") {
    throw new Precheck(ENGINE_MESSAGES.notLinked(platformName(target.platform)), "auth_expired", true);
  }
  const context = await publishContextFor({ db: deps.db, clock: deps.clock, runtime }, account, target.destinationId);
  if ("missingDestination" in context) {
    throw new Precheck(ENGINE_MESSAGES.notLinked(platformName(target.platform)), "auth_expired", true);
  }
  let steps: ConfirmedSteps = attempt.target.steps;
  const media = attempt.post.content.media;
  for (const [index, item] of media.entries()) {
    if (steps.media?.[String(index)]) {
      continue; // confirmed by an earlier attempt
    }
    const uploaded = await provider.publishing.uploadMedia(context as PublishContext, await mediaFile(deps, item));
    steps = { ...steps, media: { ...steps.media, [String(index)]: { platformMediaId: uploaded.platformMediaId, kind: uploaded.kind } } };
    await guardedUpdate(deps, attempt, { steps });
  }
  const draft = draftFor(provider.publishing, attempt, steps);
  if (draft.mail && attempt.post.content.mail) {
    draft.mail.attachments = await Promise.all(
      attempt.post.content.mail.attachments.map(async (item) => {
        const file = await mediaFile(deps, item);
        return { fileName: file.fileName, mimeType: file.mimeType, bytes: file.bytes };
      }),
    );
  }
  const staged = provider.publishing.staged;
  if (staged) {
    let prepared = steps.prepared;
    if (!prepared) {
      prepared = await staged.prepare(context as PublishContext, draft);
      steps = { ...steps, prepared };
      await guardedUpdate(deps, attempt, { steps });
      if (settings.pauseAfterPrepareMs > 0) {
        await pause(settings.pauseAfterPrepareMs);
      }
    }
    await guardedUpdate(deps, attempt, { createSentAt: deps.clock.now() });
    progress.createSent = true;
    return staged.publish(context as PublishContext, prepared);
  }
  if (draft.mail) {
    return sendMailBatches(deps, attempt, provider.publishing, context as PublishContext, draft, steps, progress);
  }
  // From here on the platform may create the post: an answer we never hear is outcome_unknown.
  await guardedUpdate(deps, attempt, { createSentAt: deps.clock.now() });
  progress.createSent = true;
  return provider.publishing.createPost(context as PublishContext, draft);
};

/**
 * A mail campaign: one MIME message per batch of at most 100 recipients, each batch recorded as a
 * confirmed step, so a restarted worker sends only the batches not yet confirmed.
 */
const sendMailBatches = async (
  deps: WorkerDeps,
  attempt: Attempt,
  publishing: PublishingOperations,
  context: PublishContext,
  draft: PostDraft,
  confirmed: ConfirmedSteps,
  progress: { createSent: boolean },
): Promise<PublishedPost> => {
  const mail = draft.mail;
  if (!mail) {
    throw new Error("not a mail");
  }
  const sender = context.profile.username.includes("@") ? context.profile.username : (mail.to[0] ?? "");
  const batches = mailBatches(mail, sender);
  let steps = confirmed;
  let first: PublishedPost | undefined;
  for (const [index, batch] of batches.entries()) {
    if (index < (steps.mailBatchesSent ?? 0)) {
      continue;
    }
    await guardedUpdate(deps, attempt, { createSentAt: deps.clock.now() });
    progress.createSent = true;
    const sent = await publishing.createPost(context, { ...draft, mail: batch });
    first ??= sent;
    steps = { ...steps, mailBatchesSent: index + 1 };
    await guardedUpdate(deps, attempt, { steps, createSentAt: null });
    progress.createSent = false;
  }
  return first ?? { platformPostId: "sent" };
};

/** Errors after the create request was sent that mean "it may exist" (BrightBean's ambiguous submission). */
const mayHaveCreated = (error: unknown): boolean =>
  !(error instanceof PlatformError) ||
  error.ambiguous ||
  error.kind === "server_error" ||
  error.kind === "network" ||
  error.kind === "unknown";

const finish = async (deps: WorkerDeps, attempt: Attempt, values: Partial<EngineTargetRow>): Promise<void> => {
  const row = await guardedUpdate(deps, attempt, { ...values, attemptId: null });
  await settlePost(deps, row.postId, row);
};

const retryOrFail = async (deps: WorkerDeps, attempt: Attempt, error: PlatformError, settings: EngineSettings): Promise<PublishOutcome> => {
  const now = deps.clock.now();
  const { target } = attempt;
  let runAt = new Date(now.getTime() + backoffMs(settings, target.attempts));
  if (error.kind === "rate_limited") {
    const reset = error.resetAt && error.resetAt > now ? error.resetAt : new Date(now.getTime() + 60_000);
    await holdUntil(deps, holdKeyFor(target.platform, target.accountId), reset, error.message);
    runAt = reset;
  }
  if (target.attempts >= settings.maxAttempts) {
    await finish(deps, attempt, {
      state: "failed",
      errorKind: error.kind,
      error: ENGINE_MESSAGES.retriesExhausted(platformName(target.platform), error.message),
    });
    return { kind: "failed" };
  }
  await guardedUpdate(deps, attempt, {
    state: "scheduled",
    attemptId: null,
    createSentAt: null,
    nextAttemptAt: runAt,
    errorKind: error.kind,
    error: error.message,
  });
  return { kind: "later", runAt };
};

/**
 * Publishes one target at most once. Retries only errors the taxonomy calls retryable, and only when
 * the platform cannot have created the post; anything ambiguous after the create request was sent is
 * outcome_unknown and waits for a person (or the settling sweep), never an automatic retry.
 */
export const publishTarget = async (deps: WorkerDeps, targetId: string): Promise<PublishOutcome> => {
  const settings = engineSettings(deps.config);
  const reserved = await reserve(deps, targetId, settings);
  if (!("attemptId" in reserved)) {
    return reserved;
  }
  const attempt = reserved;
  const platform = attempt.target.platform;
  const progress = { createSent: false };
  try {
    const published = await run(deps, attempt, settings, progress);
    await finish(deps, attempt, {
      state: "posted",
      platformPostId: published.platformPostId,
      url: published.url ?? null,
      postedAt: deps.clock.now(),
      error: null,
      errorKind: null,
    });
    await recordProviderSuccess(deps, platform);
    return { kind: "posted" };
  } catch (error) {
    const createSent = progress.createSent;
    if (error instanceof LostReservation) {
      return { kind: "skipped" };
    }
    if (error instanceof Precheck) {
      await finish(deps, attempt, { state: "failed", errorKind: error.kind, error: error.message, needsReconnect: error.needsReconnect });
      return { kind: "failed" };
    }
    const message = error instanceof Error ? error.message : String(error);
    await recordProviderError(deps, platform, error instanceof PlatformError ? error.kind : "unknown", message).catch(() => undefined);
    if (createSent && mayHaveCreated(error)) {
      await finish(deps, attempt, {
        state: "outcome_unknown",
        errorKind: error instanceof PlatformError ? error.kind : "unknown",
        error: ENGINE_MESSAGES.outcomeUnknown(platformName(platform)),
      });
      return { kind: "outcome_unknown" };
    }
    if (error instanceof PlatformError && error.retryable && !(error.ambiguous && createSent)) {
      return retryOrFail(deps, attempt, error, settings);
    }
    const auth = error instanceof PlatformError && error.kind === "auth_expired";
    await finish(deps, attempt, {
      state: "failed",
      errorKind: error instanceof PlatformError ? error.kind : "unknown",
      error: auth ? ENGINE_MESSAGES.notLinked(platformName(platform)) : message,
      needsReconnect: auth,
    });
    return { kind: "failed" };
  }
};
