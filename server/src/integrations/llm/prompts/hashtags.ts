import { HashtagsOutputSchema, HashtagsRequestSchema, type HashtagsOutput, type HashtagsRequest } from "@wordloom/shared/api";
import { fence } from "./fence";
import { systemMessage, userMessage, type ObjectPrompt } from "./prompt-module";

/** "Small business" or "smallbusiness" → "#smallbusiness": models often drop the "#" or keep spaces. */
const normalizeHashtag = (value: unknown): unknown =>
  typeof value === "string" ? `#${value.replace(/^#+/, "").replace(/[^\p{L}\p{N}_]/gu, "")}` : value;

export const hashtagsPrompt: ObjectPrompt<HashtagsRequest, HashtagsOutput> = {
  id: "hashtags",
  version: 1,
  input: HashtagsRequestSchema,
  output: HashtagsOutputSchema,
  temperature: 0.4,
  maxTokens: (request) => 40 + request.count * 12,
  build: (request, brand) => [
    systemMessage(
      "You suggest hashtags for social media posts.",
      [
        `Give exactly ${request.count} hashtags, most relevant first.`,
        "Each hashtag is # followed by letters, digits or underscores (no spaces), 2 to 60 characters.",
        "Prefer specific hashtags people actually follow over generic ones.",
      ],
      brand,
    ),
    userMessage(
      "Suggest hashtags for this post.",
      request.topic && fence("topic", request.topic),
      request.text && fence("text", request.text),
    ),
  ],
  normalize: (raw) =>
    typeof raw === "object" && raw !== null && "hashtags" in raw && Array.isArray(raw.hashtags)
      ? { ...raw, hashtags: raw.hashtags.map(normalizeHashtag) }
      : raw,
  render: (output) => output.hashtags.join(" "),
};
