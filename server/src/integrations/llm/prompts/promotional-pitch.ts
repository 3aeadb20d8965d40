import { PromotionalPitchRequestSchema, type PromotionalPitchRequest } from "@wordloom/shared/api";
import { fence } from "./fence";
import { systemMessage, tokensForWords, userMessage, type TextPrompt } from "./prompt-module";

export const promotionalPitchPrompt: TextPrompt<PromotionalPitchRequest> = {
  id: "promotional-pitch",
  version: 1,
  input: PromotionalPitchRequestSchema,
  output: null,
  temperature: 0.7,
  maxTokens: (request) => tokensForWords(request.words, 150),
  build: (request, brand) => [
    systemMessage(
      `You write promotional pitches for a ${request.offering}.`,
      [
        `At most ${request.words} words. Tone: ${request.tone}.`,
        "Open with the problem the audience has, present the offering, make the unique selling point the centre, end with one clear call to action.",
        "Claim nothing the description and USP do not support.",
      ],
      brand,
    ),
    userMessage(
      `Write a promotional pitch for this ${request.offering}.`,
      request.name && fence("name", request.name),
      fence("description", request.description),
      fence("usp", request.usp),
      request.audience && fence("audience", request.audience),
      request.callToAction && fence("call-to-action", request.callToAction),
    ),
  ],
};
