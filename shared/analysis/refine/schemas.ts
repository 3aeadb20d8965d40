import { z } from "zod";
import { AnalysisBlockSchema } from "../../model/analysis";
import { documentText, singleLine } from "../../model/text";

/**
 * Request and response schemas of the Refine tools (spec 3 §2.4, §7; spec 2 §7 getSimilarWords →
 * result.syns). The lead wires them into the API; refine.test.ts checks the engine's results
 * against them.
 */

/** Longest selection Similar Words accepts (a word or short phrase) and the longest context text. */
const REFINE_LIMITS = { maxWordChars: 60, maxTextChars: 20_000, maxTitleChars: 500 } as const;

export const SimilarWordsRequestSchema = z.strictObject({
  word: singleLine(REFINE_LIMITS.maxWordChars).trim().min(1),
  text: documentText(REFINE_LIMITS.maxTextChars),
  title: singleLine(REFINE_LIMITS.maxTitleChars).optional(),
  /** Offset of the selected occurrence in `text`. */
  start: z.number().int().min(0).max(REFINE_LIMITS.maxTextChars).optional(),
  /** Preference category ("General"); accepted for compatibility, not used by the WordNet engine. */
  pref: singleLine(40).optional(),
});

const WordNetPosSchema = z.enum(["noun", "verb", "adjective", "adverb"]);

const SimilarWordSchema = z.object({
  word: z.string(),
  lemma: z.string(),
  meaning: z.string(),
  relation: z.enum(["synonym", "similar", "broader", "narrower"]),
  score: z.number(),
});

export const SimilarWordsResultSchema = z.object({
  word: z.string(),
  lemma: z.string(),
  pos: WordNetPosSchema.optional(),
  syns: z.array(SimilarWordSchema),
});

/** Decorators and Enhancers work on one block (a paragraph or a table cell). */
export const RefineBlockRequestSchema = z.strictObject({ block: AnalysisBlockSchema });

const TextEditSchema = z.object({ start: z.number().int(), end: z.number().int(), text: z.string() });

const SpanFields = {
  blockId: z.string(),
  sentenceIndex: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  candidate: z.string(),
};

const DecorationSchema = z.object({
  decorator: z.string(),
  meaning: z.string(),
  source: z.enum(["collocation", "wordnet", "general"]),
  phrase: z.string(),
  edit: TextEditSchema,
});

export const DecoratorCandidateSchema = z.object({
  ...SpanFields,
  lemma: z.string(),
  pos: z.enum(["noun", "verb"]),
  decorators: z.array(DecorationSchema),
});
export const DecoratorsResultSchema = z.object({ decorators: z.array(DecoratorCandidateSchema) });

const EnhancementSchema = z.object({ enhancer: z.string(), lemma: z.string(), meaning: z.string(), phrase: z.string() });
export const EnhancerCandidateSchema = z.object({
  ...SpanFields,
  kind: z.enum(["verbAdverb", "nominalisation"]),
  enhancers: z.array(EnhancementSchema),
});
export const EnhancersResultSchema = z.object({ enhancers: z.array(EnhancerCandidateSchema) });
