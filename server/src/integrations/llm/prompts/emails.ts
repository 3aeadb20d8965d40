import { EmailsRequestSchema, type EmailRole, type EmailsRequest } from "@wordloom/shared/api";
import { fence } from "./fence";
import { systemMessage, userMessage, type TextPrompt } from "./prompt-module";

const ROLE_GUIDES: Record<EmailRole, string> = {
  leader:
    "The writer is a team leader or HR writing to their team or a team member: clear, fair, motivating, and specific about what happens next.",
  subordinate:
    "The writer is an employee writing to their manager: respectful, concise, with the request or update stated early and any dates explicit.",
};

export const emailsPrompt: TextPrompt<EmailsRequest> = {
  id: "emails",
  version: 1,
  input: EmailsRequestSchema,
  output: null,
  temperature: 0.6,
  maxTokens: () => 700,
  build: (request, brand) => [
    systemMessage(
      "You write workplace e-mails.",
      [
        ROLE_GUIDES[request.role],
        'Start with a line "Subject: …", then a greeting, the body, and a sign-off.',
        "Leave [brackets] for details the request does not give (dates, names).",
        request.tone ? `Tone: ${request.tone}.` : "Tone: professional and warm.",
      ],
      brand,
    ),
    userMessage(
      `Write the e-mail (as a ${request.role === "leader" ? "leader" : "subordinate"}).`,
      fence("request", request.request),
      request.recipient && fence("recipient", request.recipient),
      request.senderName && fence("sender", request.senderName),
    ),
  ],
};
