import { z } from "zod";
import {
  checkPostGeneration,
  checkTopicList,
  POST_CATEGORIES,
  POST_GENERATION_LIMITS,
  POST_GENERATION_MESSAGES,
  TOPIC_LIST_CATEGORIES,
  type PostGenerationIssue,
} from "../rules/post-generation";
import { IdSchema } from "./common";
import { plainText, singleLine } from "./text";

/**
 * Generation by category for campaign posts (spec document 4 §5, §7; document 3 §2.8): the request
 * of every generator, the topic-list request and answer, the typed draft a generator answers and
 * the "convert for X" call. The rules live in shared/rules/post-generation.ts; the schemas run them,
 * so a 400 carries the spec's message on the field it belongs to.
 */

const MAX_CONTEXT_CHARS = 4000;
const MAX_INPUT_CHARS = 20_000;

const text = (max: number) => plainText(max).trim();
const line = (max: number) => singleLine(max).trim();
/** A list entry: the rules check its length (≤ 30) with the spec's message, so the schema only caps abuse. */
const entryList = z.array(line(200)).max(50).default([]);

const addIssues = (issues: readonly PostGenerationIssue[], context: z.RefinementCtx) => {
  for (const issue of issues) {
    context.addIssue({ code: "custom", path: [issue.field], message: issue.message, params: { rule: issue.rule } });
  }
};

export const PostCategoryRequestSchema = z
  .strictObject({
    brandVoiceId: IdSchema.nullable().optional(),
    category: z.enum(POST_CATEGORIES, { error: POST_GENERATION_MESSAGES.categoryRequired }),
    /** The post's type in the campaign (Post, Infographics, Polls, Carousel, Story, Reels, Blog …). */
    postType: line(40).default("post"),
    contentPillar: line(100).optional(),
    /** Items picked from the category's topic list (at most 5). */
    topics: z.array(line(300)).max(20).default([]),
    /** Free context: the topic in the user's words, or the testimonial itself. */
    context: text(MAX_CONTEXT_CHARS).optional(),
    /** The user's own notes or text (write my own, success story, event notes, real story fields joined by "||"). */
    input: text(MAX_INPUT_CHARS).optional(),
    tone: line(40).optional(),
    style: line(40).optional(),
    presentationStyle: line(40).optional(),
    /** Target length in characters (the spec's "chars"). */
    length: z.number().int().min(1).max(200_000).default(POST_GENERATION_LIMITS.defaultLength),
    /** The post type's maximum length, which caps the slider at five times it. */
    typeMaxLength: z.number().int().min(1).max(100_000).optional(),
    linkedInFormat: z.boolean().default(false),
    /** Features and updates. */
    featureName: line(120).optional(),
    productDescription: text(MAX_CONTEXT_CHARS).optional(),
    url: line(2000).optional(),
    /** Target audience (user journey, product review, comparison). */
    audience: line(200).optional(),
    ageMin: z.number().int().optional(),
    ageMax: z.number().int().optional(),
    /** User journey. */
    roles: entryList,
    responsibilities: text(2000).optional(),
    /** Product review. */
    product: line(120).optional(),
    overview: text(2000).optional(),
    reviewAngles: entryList,
    /** Product comparison. */
    products: entryList,
    comparisonCriteria: entryList,
  })
  .superRefine((request, context) => addIssues(checkPostGeneration(request), context));
export type PostCategoryRequest = z.output<typeof PostCategoryRequestSchema>;
export type PostCategoryRequestInput = z.input<typeof PostCategoryRequestSchema>;

export const PostTopicsRequestSchema = z
  .strictObject({
    brandVoiceId: IdSchema.nullable().optional(),
    category: z.enum(TOPIC_LIST_CATEGORIES, { error: POST_GENERATION_MESSAGES.categoryRequired }),
    /** What to find topics for: a pillar, a niche, a product category. */
    context: text(500).optional(),
    count: z.number().int().min(3).max(10).default(6),
  })
  .superRefine((request, context) => addIssues(checkTopicList(request), context));
export type PostTopicsRequest = z.output<typeof PostTopicsRequestSchema>;

/** A topic of a topic list (document 4 §3 "Topic"). Every property is present (strict structured output). */
export const PostTopicSchema = z.strictObject({
  topic: z.string().min(1).max(300),
  overview: z.string().max(600),
  /** Trending topics: where it trends and for how many days; null elsewhere. */
  trendingOn: z.string().max(100).nullable(),
  trendingSinceDays: z.number().int().min(0).max(3650).nullable(),
  /** Product review and comparison lists: the products. */
  products: z.array(z.string().min(1).max(100)).max(10),
  /** Polls: suggested options. */
  options: z.array(z.string().min(1).max(100)).max(6),
});
export type PostTopic = z.output<typeof PostTopicSchema>;

export const PostTopicsOutputSchema = z.strictObject({ topics: z.array(PostTopicSchema).min(1).max(10) });
export type PostTopicsOutput = z.output<typeof PostTopicsOutputSchema>;

export const PostSlideSchema = z.strictObject({ heading: z.string().min(1).max(120), body: z.string().min(1).max(600) });
export type PostSlide = z.output<typeof PostSlideSchema>;

export const PostPollSchema = z.strictObject({
  question: z.string().min(1).max(150),
  options: z.array(z.string().min(1).max(30)).min(2).max(4),
});

/**
 * The typed draft every generator answers (the `object` of its result): the post's title and text,
 * its hashtags, the slides of a carousel (empty otherwise) and the poll of a poll (null otherwise).
 */
export const PostDraftSchema = z.strictObject({
  title: z.string().min(1).max(200),
  content: z.string().min(1).max(100_000),
  hashtags: z.array(z.string().min(2).max(61)).max(30),
  slides: z.array(PostSlideSchema).max(12),
  poll: PostPollSchema.nullable(),
});
export type PostDraft = z.output<typeof PostDraftSchema>;

/** Convert content for X (document 4 §7 convertContentForX): the post's text made to fit X's limit. */
export const ConvertForXRequestSchema = z.strictObject({
  brandVoiceId: IdSchema.nullable().optional(),
  content: z.string({ error: "Please add the text to work on." }).pipe(text(MAX_INPUT_CHARS).min(1, "Please add the text to work on.")),
  title: line(200).optional(),
  /** An X Premium account allows longer posts (the registry's premium length). */
  premium: z.boolean().default(false),
});
export type ConvertForXRequest = z.output<typeof ConvertForXRequestSchema>;

/** What the model is asked for when converting for X. */
export const ConvertForXOutputSchema = z.strictObject({ text: z.string().min(1).max(30_000) });
export type ConvertForXOutput = z.output<typeof ConvertForXOutputSchema>;

export const ConvertForXResultSchema = z.object({
  /** The X version (platformContent), within the limit as twitter-text counts it. */
  text: z.string(),
  weightedLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
  /** True when the deterministic shortener cut the text (offline, or a model answer that was too long). */
  shortened: z.boolean(),
  provider: z.enum(["offline", "openai-compatible"]),
  /** Offline output: label it as a template draft. */
  draft: z.boolean(),
});
export type ConvertForXResult = z.output<typeof ConvertForXResultSchema>;

/** The answer of a topic list. */
export const PostTopicsResultSchema = z.object({
  category: z.enum(TOPIC_LIST_CATEGORIES),
  topics: z.array(PostTopicSchema),
  provider: z.enum(["offline", "openai-compatible"]),
  draft: z.boolean(),
});
export type PostTopicsResult = z.output<typeof PostTopicsResultSchema>;
