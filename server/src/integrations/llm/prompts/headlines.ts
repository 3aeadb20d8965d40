import { HeadlinesOutputSchema, HeadlinesRequestSchema, type HeadlinesOutput, type HeadlinesRequest } from "@wordloom/shared/api";
import { fence } from "./fence";
import { systemMessage, userMessage, type ObjectPrompt } from "./prompt-module";

export const headlinesPrompt: ObjectPrompt<HeadlinesRequest, HeadlinesOutput> = {
  id: "headlines",
  version: 1,
  input: HeadlinesRequestSchema,
  output: HeadlinesOutputSchema,
  temperature: 0.8,
  maxTokens: (request) => 60 + request.count * 40,
  build: (request, brand) => [
    systemMessage(
      "You write headlines.",
      [
        `Exactly ${request.count} headlines, each at most 12 words, varied in angle (how-to, question, list, bold claim).`,
        "No clickbait promises the text cannot keep.",
      ],
      brand,
    ),
    userMessage("Suggest headlines.", request.topic && fence("topic", request.topic), request.text && fence("text", request.text)),
  ],
  render: (output) => output.headlines.join("\n"),
};
