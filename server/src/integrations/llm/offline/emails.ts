import type { EmailsRequest } from "@wordloom/shared/api";
import { needsModel } from "../errors";
import { EMAIL_INTENTS } from "./email-templates";
import { datePhraseIn, recipientIn, subjectIn } from "./request-slots";

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
  const { subject, body } = intent.write({
    recipient: request.recipient ?? named ?? (request.role === "leader" ? "team" : "[Manager's name]"),
    sender: request.senderName ?? "[Your name]",
    when: datePhraseIn(request.request) ?? "[date]",
    subject: subjectIn(request.request) ?? "[topic]",
  });
  return `Subject: ${subject}\n\n${body}`;
};
