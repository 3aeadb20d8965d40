import type { PostDraft } from "../../integrations/platforms/provider";

type Mail = NonNullable<PostDraft["mail"]>;

/** Gmail's limit: recipients (To + Cc + Bcc) per message. */
export const MAIL_RECIPIENTS_PER_MESSAGE = 100;

/**
 * A mail campaign as messages of at most 100 recipients each: the first carries To, Cc and as many
 * Bcc as fit; the others go to the sender with the remaining Bcc (so nobody in To gets it twice).
 * Each is one MIME message.
 */
export const mailBatches = (mail: Mail, senderAddress: string): Mail[] => {
  const bcc = [...(mail.bcc ?? [])];
  const firstRoom = Math.max(0, MAIL_RECIPIENTS_PER_MESSAGE - mail.to.length - (mail.cc?.length ?? 0));
  const batches: Mail[] = [{ ...mail, bcc: bcc.splice(0, firstRoom) }];
  while (bcc.length > 0) {
    batches.push({ ...mail, to: [senderAddress], cc: [], bcc: bcc.splice(0, MAIL_RECIPIENTS_PER_MESSAGE - 1) });
  }
  return batches;
};
