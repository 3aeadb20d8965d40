import { z } from "zod";
import { ANALYSIS_LIMITS, AnalysisBlockSchema } from "../../model/analysis";
import { CLARITY_DETAILS, CREATIVE_DETAILS, CREDIBLE_DETAILS, ENGAGING_DETAILS } from "./types";

/**
 * Schemas of the AI rating (spec 2 §3 "AI rating result", §9 scores out of 10 with one decimal).
 * The lead wires them into `POST /api/analysis/rating`; rating.test.ts checks results against them.
 */

/** 0–10 with at most one decimal. */
const ScoreSchema = z
  .number()
  .min(0)
  .max(10)
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, { message: "Scores have one decimal" });

const ScoreTypeSchema = z.enum(["good", "average", "poor"]);

const detailSchema = <const Names extends readonly [string, ...string[]]>(names: Names) =>
  z.object({ name: z.enum(names), score: ScoreSchema, score_type: ScoreTypeSchema, message: z.string().min(1) });

/** Details in the spec's order, each once. */
const detailsSchema = <const Names extends readonly [string, ...string[]]>(names: Names) =>
  z
    .array(detailSchema(names))
    .length(names.length)
    .refine((details) => details.every((item, index) => item.name === names[index]), {
      message: `Details are ${names.join(", ")}, in that order`,
    });

const ClarityScoreSchema = z.object({
  doc_clarity_score: ScoreSchema,
  doc_message: z.string().min(1),
  details: detailsSchema(CLARITY_DETAILS),
});
const CreativeScoreSchema = z.object({
  doc_creative_score: ScoreSchema,
  doc_message: z.string().min(1),
  details: detailsSchema(CREATIVE_DETAILS),
});
const CredibleScoreSchema = z.object({
  doc_credible_score: ScoreSchema,
  doc_message: z.string().min(1),
  details: detailsSchema(CREDIBLE_DETAILS),
});
const EngagingScoreSchema = z.object({
  doc_engaging_score: ScoreSchema,
  doc_message: z.string().min(1),
  details: detailsSchema(ENGAGING_DETAILS),
});

export const RatingSchema = z
  .object({
    mode: z.enum(["document", "page"]),
    pageIndex: z.number().int().min(0).optional(),
    clarity_score: ClarityScoreSchema,
    creative_score: CreativeScoreSchema,
    credible_score: CredibleScoreSchema,
    engaging_score: EngagingScoreSchema,
    engagementQuotient: ScoreSchema,
    document_score: ScoreSchema,
    words: z.number().int().min(0),
    sentences: z.number().int().min(0),
  })
  .refine((rating) => rating.document_score === rating.engagementQuotient, { message: "document_score is the engagement quotient" });
export type RatingResponse = z.infer<typeof RatingSchema>;

/** Document mode: all blocks rated together (rateDocument). */
export const RateDocumentRequestSchema = z.strictObject({
  title: z.string().max(500).optional(),
  blocks: z.array(AnalysisBlockSchema).max(ANALYSIS_LIMITS.maxBlocks),
});

/** Paginated mode: each page rated on its own (ratePages). */
export const RatePagesRequestSchema = z.strictObject({
  title: z.string().max(500).optional(),
  pages: z.array(z.array(AnalysisBlockSchema)).max(ANALYSIS_LIMITS.maxBlocks),
});
