import { ConvertForXOutputSchema, ConvertForXRequestSchema, type ConvertForXOutput, type ConvertForXRequest } from "@wordloom/shared/api";
import { PLATFORM_LIMITS } from "@wordloom/shared/rules";
import { fence } from "../fence";
import { systemMessage, userMessage, type ObjectPrompt } from "../prompt-module";

export const xLimitOf = (premium: boolean): number =>
  premium ? PLATFORM_LIMITS.x.post.premium.maxTextLength : PLATFORM_LIMITS.x.post.maxTextLength;

/** Convert content for X (document 4 §7 convertContentForX): the post rewritten within X's limit. */
export const convertForXPrompt: ObjectPrompt<ConvertForXRequest, ConvertForXOutput> = {
  id: "convert-for-x",
  version: 1,
  input: ConvertForXRequestSchema,
  output: ConvertForXOutputSchema,
  temperature: 0.4,
  maxTokens: (request) => Math.min(8000, Math.ceil(xLimitOf(request.premium) / 2) + 100),
  build: (request, brand) => [
    systemMessage(
      "You adapt social media posts for X (Twitter).",
      [
        `At most ${xLimitOf(request.premium) - 10} characters, counting every link as 23 characters and every emoji as 2.`,
        "Keep the post's meaning, its most important point, its links and at most 2 of its hashtags; drop the rest.",
        "Plain text, no thread numbering.",
      ],
      brand,
    ),
    userMessage("Rewrite this post for X.", request.title && fence("title", request.title), fence("post", request.content)),
  ],
  render: (output) => output.text,
};
