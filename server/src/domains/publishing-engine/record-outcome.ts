import type { WorkerDeps } from "../../context";
import { PlatformError } from "../../integrations/platforms/platform-error";
import type { PublishedPost } from "../../integrations/platforms/provider";
import { ENGINE_MESSAGES, platformName } from "./engine-messages";
import { backoffMs, type EngineSettings } from "./engine-settings";
import { holdKeyFor, holdUntil, recordProviderError, recordProviderSuccess } from "./holds-and-health";
import {
  finishAttempt,
  guardedUpdate,
  LostReservation,
  Precheck,
  QuotaExhausted,
  type Attempt,
  type PublishOutcome,
} from "./publish-attempt";
import { sendPublishJob } from "./publishing-engine.jobs";

/** Errors after the create request was sent that mean "it may exist" (BrightBean's ambiguous submission). */
const mayHaveCreated = (error: unknown): boolean =>
  !(error instanceof PlatformError) ||
  error.ambiguous ||
  error.kind === "server_error" ||
  error.kind === "network" ||
  error.kind === "unknown";

/** The platform created the post: posted, with its link. */
export const recordPosted = async (deps: WorkerDeps, attempt: Attempt, published: PublishedPost): Promise<PublishOutcome> => {
  await finishAttempt(deps, attempt, {
    state: "posted",
    platformPostId: published.platformPostId,
    url: published.url ?? null,
    postedAt: deps.clock.now(),
    error: null,
    errorKind: null,
  });
  await recordProviderSuccess(deps, attempt.target.platform);
  return { kind: "posted" };
};

/**
 * Back to scheduled at `runAt`, its job queued in the same transaction. `countAttempt: false` gives
 * the reserved attempt back (a quota wait is no refusal of the post).
 */
const reschedule = async (
  deps: WorkerDeps,
  attempt: Attempt,
  runAt: Date,
  error: { kind: string; message: string },
  countAttempt = true,
): Promise<PublishOutcome> => {
  await deps.db.transaction(async (tx) => {
    await guardedUpdate(
      deps,
      attempt,
      {
        state: "scheduled",
        attemptId: null,
        createSentAt: null,
        nextAttemptAt: runAt,
        errorKind: error.kind,
        error: error.message,
        ...(countAttempt ? {} : { attempts: Math.max(0, attempt.target.attempts - 1) }),
      },
      tx,
    );
    await sendPublishJob(deps, attempt.target.id, runAt, tx);
  });
  return { kind: "later", runAt };
};

/** A retryable refusal: backoff with jitter (a rate limit: hold the account, or Meta's app, until its reset), until the attempts run out. */
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
    await finishAttempt(deps, attempt, {
      state: "failed",
      errorKind: error.kind,
      error: ENGINE_MESSAGES.retriesExhausted(platformName(target.platform), error.message),
    });
    return { kind: "failed" };
  }
  return reschedule(deps, attempt, runAt, error);
};

/**
 * What a failed attempt becomes. A refusal before any call fails at once; an account out of quota
 * waits (its own hold, not Meta's app-wide one); after the create request was sent, anything that
 * may have created the post is outcome_unknown — never retried automatically; a retryable refusal
 * that cannot have created it retries; the rest fails (an expired token asks for a reconnect).
 */
export const recordFailure = async (
  deps: WorkerDeps,
  attempt: Attempt,
  error: unknown,
  createSent: boolean,
  settings: EngineSettings,
): Promise<PublishOutcome> => {
  const platform = attempt.target.platform;
  if (error instanceof LostReservation) {
    return { kind: "skipped" };
  }
  if (error instanceof Precheck) {
    await finishAttempt(deps, attempt, {
      state: "failed",
      errorKind: error.kind,
      error: error.message,
      needsReconnect: error.needsReconnect,
    });
    return { kind: "failed" };
  }
  if (error instanceof QuotaExhausted) {
    await holdUntil(deps, `account:${attempt.target.accountId}`, error.resetAt, error.message);
    return reschedule(deps, attempt, error.resetAt, { kind: "rate_limited", message: error.message }, false);
  }
  const message = error instanceof Error ? error.message : String(error);
  const kind = error instanceof PlatformError ? error.kind : "unknown";
  await recordProviderError(deps, platform, kind, message).catch(() => undefined);
  if (createSent && mayHaveCreated(error)) {
    await finishAttempt(deps, attempt, {
      state: "outcome_unknown",
      errorKind: kind,
      error: ENGINE_MESSAGES.outcomeUnknown(platformName(platform)),
    });
    return { kind: "outcome_unknown" };
  }
  if (error instanceof PlatformError && error.retryable && !(error.ambiguous && createSent)) {
    return retryOrFail(deps, attempt, error, settings);
  }
  const auth = kind === "auth_expired";
  await finishAttempt(deps, attempt, {
    state: "failed",
    errorKind: kind,
    error: auth ? ENGINE_MESSAGES.notLinked(platformName(platform)) : message,
    needsReconnect: auth,
  });
  return { kind: "failed" };
};
