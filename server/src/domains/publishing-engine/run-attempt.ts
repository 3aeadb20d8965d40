import type { PlatformId } from "@wordloom/shared/rules";
import type { WorkerDeps } from "../../context";
import type { PublishContext, PublishedPost } from "../../integrations/platforms/provider";
import { socialRuntime } from "../social-accounts/social-runtime";
import { freshAccount, publishContextFor } from "./account-session";
import { draftForTarget } from "./draft-for-target";
import { ENGINE_MESSAGES, platformName } from "./engine-messages";
import type { EngineSettings } from "./engine-settings";
import { mediaFile, precheckQuota, precheckTarget } from "./precheck-target";
import { guardedUpdate, Precheck, type Attempt } from "./publish-attempt";
import type { ConfirmedSteps } from "./publishing-engine.tables";
import { sendMailBatches } from "./send-mail-batches";

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Everything after the reservation, each platform step recorded once confirmed so a restarted
 * worker resumes after the last one: precheck, a fresh token, the publish context, the quota,
 * media uploads, an Instagram container (prepare → publish), mail batches, the create call.
 * `progress.createSent` says when the platform may have created the post (from then on an answer
 * never heard is outcome_unknown).
 */
export const runAttempt = async (
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
  const publishing = provider.publishing;
  await precheckTarget(deps, attempt);
  const account = await freshAccount({ db: deps.db, clock: deps.clock, runtime }, target.accountId, attempt.account);
  if (!account || account.status !== "linked") {
    throw new Precheck(ENGINE_MESSAGES.notLinked(platformName(target.platform)), "auth_expired", true);
  }
  const found = await publishContextFor({ db: deps.db, clock: deps.clock, runtime }, account, target.destinationId);
  if ("missingDestination" in found) {
    throw new Precheck(ENGINE_MESSAGES.notLinked(platformName(target.platform)), "auth_expired", true);
  }
  const context: PublishContext = found;
  let steps: ConfirmedSteps = target.steps;
  await precheckQuota(deps, publishing, context, target.platform);
  for (const [index, item] of attempt.post.content.media.entries()) {
    if (steps.media?.[String(index)]) {
      continue; // confirmed by an earlier attempt
    }
    const uploaded = await publishing.uploadMedia(context, await mediaFile(deps, item));
    steps = { ...steps, media: { ...steps.media, [String(index)]: { platformMediaId: uploaded.platformMediaId, kind: uploaded.kind } } };
    await guardedUpdate(deps, attempt, { steps });
  }
  const draft = draftForTarget(attempt, steps);
  const mail = attempt.post.content.mail;
  if (draft.mail && mail) {
    draft.mail.attachments = await Promise.all(
      mail.attachments.map(async (item) => {
        const file = await mediaFile(deps, item);
        return { fileName: file.fileName, mimeType: file.mimeType, bytes: file.bytes };
      }),
    );
    return sendMailBatches(deps, attempt, publishing, context, draft, steps, progress);
  }
  if (publishing.staged) {
    let prepared = steps.prepared;
    if (!prepared) {
      prepared = await publishing.staged.prepare(context, draft);
      steps = { ...steps, prepared };
      await guardedUpdate(deps, attempt, { steps });
      if (settings.pauseAfterPrepareMs > 0) {
        await pause(settings.pauseAfterPrepareMs);
      }
    }
    await guardedUpdate(deps, attempt, { createSentAt: deps.clock.now() });
    progress.createSent = true;
    return publishing.staged.publish(context, prepared);
  }
  // From here on the platform may create the post: an answer we never hear is outcome_unknown.
  // The one-statement reservation may have written create_sent_at already (claim-due-target.ts).
  if (!target.createSentAt) {
    await guardedUpdate(deps, attempt, { createSentAt: deps.clock.now() });
  }
  progress.createSent = true;
  return publishing.createPost(context, draft);
};
