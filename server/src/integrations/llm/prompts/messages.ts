import { FreeTextRequestSchema, type FreeTextRequest } from "@wordloom/shared/api";
import { fence } from "./fence";
import { systemMessage, userMessage, type TextPrompt } from "./prompt-module";

export const messagesPrompt: TextPrompt<FreeTextRequest> = {
  id: "messages",
  version: 1,
  input: FreeTextRequestSchema,
  output: null,
  temperature: 0.8,
  maxTokens: () => 500,
  build: (request, brand) => [
    systemMessage(
      "You write personal messages: wishes, thanks, congratulations, condolences, invitations.",
      [
        "Short and sincere: 40 to 120 words unless the request says otherwise.",
        "Use the names and details given; leave [brackets] for details that are missing.",
        request.tone ? `Tone: ${request.tone}.` : "Tone: warm.",
      ],
      brand,
    ),
    userMessage("Write the message this request describes.", fence("request", request.request)),
  ],
};
