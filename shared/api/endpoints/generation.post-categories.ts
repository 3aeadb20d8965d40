import {
  ConvertForXRequestSchema,
  ConvertForXResultSchema,
  GENERATION_FEATURES,
  GenerationEventSchema,
  GenerationResultSchema,
  PostCategoryRequestSchema,
  PostTopicsRequestSchema,
  PostTopicsResultSchema,
} from "../../model/generation";
import { endpoint } from "../contract";

const ERRORS = [
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "NOT_FOUND",
  "FEATURE_LIMIT",
  "PLAN_REQUIRED",
  "NEEDS_MODEL",
  "MODEL_UNAVAILABLE",
  "BAD_OUTPUT",
] as const;

/**
 * Generation by category for campaign posts (spec document 4 §5, §7; document 3 §2.8). Each call
 * takes one use of SocialPost (403 FEATURE_LIMIT opens the plan-limit prompt), given back when it
 * fails. Without a model, the answers are template drafts built from the user's own words
 * (`draft: true`), or 501 NEEDS_MODEL where no honest template exists.
 */
export const postCategoryEndpoints = {
  /**
   * One generator per category (generatePoll, generateCarouselContent, generateHowTo …): the
   * result's `object` is a PostDraft (title, content, hashtags, slides, poll). Streams like the
   * other generations (`delta` …, `usage`, `done`), or one JSON result with `?stream=0`.
   */
  generatePostByCategory: endpoint({
    method: "POST",
    path: "/api/ai/generate/post-category",
    summary: "A campaign post by category: poll, carousel slides, how-to, testimonial, product review … (a typed PostDraft)",
    tag: "ai",
    auth: "user",
    body: PostCategoryRequestSchema,
    response: {
      kind: "events",
      event: GenerationEventSchema,
      result: { event: "done", schema: GenerationResultSchema },
      spendsFeatureOn: "delta",
    },
    errors: ERRORS,
    feature: GENERATION_FEATURES["post-category"],
  }),
  /** A category's topic list (getPollTopicsList, getTrendingTopicsList … findProductComparisonList). */
  listPostTopics: endpoint({
    method: "POST",
    path: "/api/ai/post-topics",
    summary: "Topic suggestions for a post category, from the brand voice or the given context",
    tag: "ai",
    auth: "user",
    body: PostTopicsRequestSchema,
    response: PostTopicsResultSchema,
    errors: ERRORS,
    feature: GENERATION_FEATURES["post-topics"],
  }),
  /** The post's text made to fit X (convertContentForX): by the model, or offline by a deterministic shortener. */
  convertContentForX: endpoint({
    method: "POST",
    path: "/api/ai/convert-for-x",
    summary: "A post's text rewritten to fit X's limit, counted with twitter-text",
    tag: "ai",
    auth: "user",
    body: ConvertForXRequestSchema,
    response: ConvertForXResultSchema,
    errors: ERRORS,
    feature: GENERATION_FEATURES["convert-for-x"],
  }),
};
