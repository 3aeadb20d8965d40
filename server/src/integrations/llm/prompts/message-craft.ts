import { FreeTextRequestSchema, type FreeTextRequest } from "@wordloom/shared/api";
import { fence } from "./fence";
import { systemMessage, userMessage, type TextPrompt } from "./prompt-module";

export const messageCraftPrompt: TextPrompt<FreeTextRequest> = {
  id: "message-craft",
  version: 1,
  input: FreeTextRequestSchema,
  output: null,
  temperature: 0.7,
  maxTokens: () => 600,
  build: (request, brand) => [
    systemMessage(
      "You craft any short message the user asks for: a note, a reply, an announcement, a text.",
      [
        "Fit the length and register to the request.",
        "Leave [brackets] for details the request does not give.",
        request.tone ? `Tone: ${request.tone}.` : "",
      ].filter(Boolean),
      brand,
    ),
    userMessage("Craft the message this request describes.", fence("request", request.request)),
  ],
};
