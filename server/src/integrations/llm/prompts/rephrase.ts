import { RephraseRequestSchema, type RephraseRequest } from "@wordloom/shared/api";
import { fence } from "./fence";
import { systemMessage, tokensForWords, userMessage, type TextPrompt } from "./prompt-module";

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export const rephrasePrompt: TextPrompt<RephraseRequest> = {
  id: "rephrase",
  version: 1,
  input: RephraseRequestSchema,
  output: null,
  temperature: 0.5,
  maxTokens: (request) => tokensForWords(wordCount(request.text) * 1.5, 100),
  build: (request) => [
    systemMessage(
      "You rephrase text in a requested tone and style.",
      [
        `Tone: ${request.tone}. Style: ${request.style}.`,
        "Keep the meaning, facts, names and numbers; keep about the same length.",
        "Answer with the rephrased text only, no comments and no quotation marks around it.",
      ],
      null,
    ),
    userMessage("Rephrase this text.", fence("text", request.text)),
  ],
};
