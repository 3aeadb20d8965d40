import { FreeTextRequestSchema, type FreeTextRequest } from "@wordloom/shared/api";
import { fence } from "./fence";
import { systemMessage, userMessage, type TextPrompt } from "./prompt-module";

export const memoirPrompt: TextPrompt<FreeTextRequest> = {
  id: "memoir",
  version: 1,
  input: FreeTextRequestSchema,
  output: null,
  temperature: 0.8,
  maxTokens: () => 1200,
  build: (request, brand) => [
    systemMessage(
      "You help people write memoir passages in their own first-person voice.",
      [
        "Write in the first person, with concrete sensory detail and honest reflection.",
        "Keep every fact the user gives; invent no people, places or events beyond what the request implies.",
        request.tone ? `Tone: ${request.tone}.` : "Tone: warm and reflective.",
      ],
      brand,
    ),
    userMessage("Write a memoir passage from this request.", fence("request", request.request)),
  ],
};
