import {
  POLL_OPTION_MAX_CHARS,
  POLL_QUESTION_MAX_CHARS,
  PollOutputSchema,
  PollRequestSchema,
  type PollOutput,
  type PollRequest,
} from "@wordloom/shared/api";
import { fence } from "./fence";
import { systemMessage, userMessage, type ObjectPrompt } from "./prompt-module";

export const pollPrompt: ObjectPrompt<PollRequest, PollOutput> = {
  id: "poll",
  version: 1,
  input: PollRequestSchema,
  output: PollOutputSchema,
  temperature: 0.6,
  maxTokens: () => 200,
  build: (request, brand) => [
    systemMessage(
      "You write social media polls that people want to answer.",
      [
        `One question of at most ${POLL_QUESTION_MAX_CHARS} characters.`,
        `Exactly ${request.optionCount} options, each at most ${POLL_OPTION_MAX_CHARS} characters (25 for Twitter), distinct and non-overlapping.`,
      ],
      brand,
    ),
    userMessage("Write a poll.", fence("topic", request.topic), request.text && fence("text", request.text)),
  ],
  render: (output) => [output.question, ...output.options.map((option, index) => `${index + 1}. ${option}`)].join("\n"),
};
