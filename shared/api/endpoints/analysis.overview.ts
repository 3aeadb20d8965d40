import { z } from "zod";
import {
  AnalysisRequestSchema,
  BlocksRequestSchema,
  DocumentCountsSchema,
  DocumentRequestSchema,
  IdiomFindingSchema,
  IdiomSuggestionsResultSchema,
  IntentResultSchema,
  KeywordSchema,
  singleLine,
  SummarySentenceSchema,
} from "../../model";
import {
  DecoratorsResultSchema,
  EnhancersResultSchema,
  RefineBlockRequestSchema,
  SimilarWordsRequestSchema,
  SimilarWordsResultSchema,
} from "../../analysis/refine/schemas";
import type { FeatureName } from "../../rules";
import { endpoint } from "../contract";

const ANALYSIS_BODY_LIMIT = 4 * 1024 * 1024;
const ERRORS = ["VALIDATION_FAILED", "UNAUTHENTICATED", "NOT_FOUND", "FEATURE_LIMIT", "PAYLOAD_TOO_LARGE"] as const;

const analysisPost = <
  const Path extends string,
  const Feature extends FeatureName,
  const Body extends z.ZodType,
  const Response extends z.ZodType,
  const Extra extends "NOT_ENOUGH_CONTENT" | "TOO_MANY_WORDS",
>(
  path: Path,
  feature: Feature,
  summary: string,
  body: Body,
  response: Response,
  extra: readonly Extra[] = [],
) =>
  endpoint({
    method: "POST",
    path,
    summary,
    tag: "overview",
    auth: "user",
    body,
    response,
    errors: [...ERRORS, ...extra],
    feature,
    bodyLimit: ANALYSIS_BODY_LIMIT,
  });

const topic = { topic: singleLine(500).trim().optional() };
/** Intent also takes the stated topic; without one, the document's title (or none for sent blocks). */
export const IntentRequestSchema = z.union([BlocksRequestSchema.extend(topic), DocumentRequestSchema.extend(topic)]);

export const SummaryBodySchema = z.object({
  sentences: z.array(SummarySentenceSchema),
  summary: z.string(),
  sentenceCount: z.number().int(),
});
export const KeywordsBodySchema = z.object({ keywords: z.array(KeywordSchema), words: z.number().int() });
export const IdiomsBodySchema = z.object({ found: z.array(IdiomFindingSchema), suggestions: IdiomSuggestionsResultSchema });

/**
 * The overview pane and the Refine and Idioms tools (spec document 2 §2, §7; document 3 §2.3–2.4).
 * Summary refuses fewer than 5 sentences and keywords fewer than 50 words (NOT_ENOUGH_CONTENT with
 * the spec's message); idiom suggestions refuse more than 500 words (TOO_MANY_WORDS).
 */
export const overviewEndpoints = {
  documentOverview: analysisPost(
    "/api/analysis/overview",
    "Overview",
    "Counts of pages, paragraphs, sentences and words, and reading time",
    AnalysisRequestSchema,
    DocumentCountsSchema,
  ),
  detectIntent: analysisPost(
    "/api/analysis/intent",
    "Intent",
    "Intent list, comment and match score against the topic or title",
    IntentRequestSchema,
    IntentResultSchema,
  ),
  summarizeDocument: analysisPost(
    "/api/analysis/summary",
    "Summary",
    "Extractive summary (needs at least 5 sentences)",
    AnalysisRequestSchema,
    SummaryBodySchema,
    ["NOT_ENOUGH_CONTENT"],
  ),
  extractKeywords: analysisPost(
    "/api/analysis/keywords",
    "Keywords",
    "Keywords and keyphrases",
    AnalysisRequestSchema,
    KeywordsBodySchema,
    ["NOT_ENOUGH_CONTENT"],
  ),
  suggestIdioms: analysisPost(
    "/api/analysis/idioms",
    "Idioms",
    "Idioms in the text and idioms that fit it (at most 500 words)",
    AnalysisRequestSchema,
    IdiomsBodySchema,
    ["TOO_MANY_WORDS"],
  ),
  similarWords: analysisPost(
    "/api/analysis/similar-words",
    "Refine",
    "Similar words from WordNet ranked for the context",
    SimilarWordsRequestSchema,
    SimilarWordsResultSchema,
  ),
  suggestDecorators: analysisPost(
    "/api/analysis/decorators",
    "Refine",
    "Adjectives and adverbs that fit the block's nouns and verbs",
    RefineBlockRequestSchema,
    DecoratorsResultSchema,
  ),
  suggestEnhancers: analysisPost(
    "/api/analysis/enhancers",
    "Refine",
    "Strong verbs for weak verb phrases",
    RefineBlockRequestSchema,
    EnhancersResultSchema,
  ),
};
