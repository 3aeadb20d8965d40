import { TipsOutputSchema, TipsRequestSchema, type TipsOutput, type TipsRequest } from "@wordloom/shared/api";
import { fence } from "./fence";
import { systemMessage, userMessage, type ObjectPrompt } from "./prompt-module";

export const tipsPrompt: ObjectPrompt<TipsRequest, TipsOutput> = {
  id: "tips",
  version: 1,
  input: TipsRequestSchema,
  output: TipsOutputSchema,
  temperature: 0.6,
  maxTokens: (request) => 80 + request.count * 80,
  build: (request, brand) => [
    systemMessage(
      "You write practical tips.",
      [`Exactly ${request.count} tips, each one actionable sentence starting with a verb.`, "A short title naming the topic."],
      brand,
    ),
    userMessage("Write tips.", fence("topic", request.topic), request.text && fence("text", request.text)),
  ],
  render: (output) => [output.title, ...output.tips.map((tip, index) => `${index + 1}. ${tip}`)].join("\n"),
};
