import type { WorkerDeps } from "../../context";
import type { PostDraft, PublishContext, PublishedPost, PublishingOperations } from "../../integrations/platforms/provider";
import { mailBatches } from "./mail-batches";
import { guardedUpdate, type Attempt } from "./publish-attempt";
import type { ConfirmedSteps } from "./publishing-engine.tables";

/**
 * A mail campaign: one MIME message per batch of at most 100 recipients, each batch recorded as a
 * confirmed step, so a restarted worker sends only the batches not yet confirmed. Each batch's
 * send is marked first (create_sent_at), so a send never heard back from is outcome_unknown.
 */
export const sendMailBatches = async (
  deps: Pick<WorkerDeps, "db" | "clock">,
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
