import type { EmailsRequest } from "@wordloom/shared/api";
import { needsModel } from "../errors";
import { EMAIL_INTENTS } from "./email-templates";
import { datePhraseIn, recipientIn, subjectIn } from "./request-slots";
import { topicParts } from "./text-tools";

/** An e-mail from the template of the request's intent (leave, meeting, update …) for the role, slots filled from the request. */
export const offlineEmail = (request: EmailsRequest): string => {
  const intent = EMAIL_INTENTS[request.role].find((candidate) => candidate.pattern.test(request.request));
  if (!intent) {
    throw needsModel(
      "emails",
      "Without a model, e-mails come from templates for common requests (leave, meetings, updates, reminders, welcomes …); this request names none.",
    );
  }
  const named = recipientIn(request.request).name;
  const about = subjectIn(request.request);
  const { subject, body } = intent.write({
    recipient: request.recipient ?? named ?? (request.role === "leader" ? "team" : null),
    sender: request.senderName ?? null,
    when: datePhraseIn(request.request),
    // Only a noun phrase fits "discuss …"; a clause ("the launch went well") gives its subject.
    subject: about ? topicParts(about).noun.replace(/^this$/, "") || null : null,
  });
  return `Subject: ${subject}\n\n${body}`;
};
