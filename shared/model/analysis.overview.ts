import { z } from "zod";

/**
 * Results of the overview measures (spec 2 §2, §3 documentIntent and summary, §5) and of the Idioms
 * tool (spec 3 §2.3, §3, §5). The engines are in shared/analysis/overview and shared/analysis/idioms.
 */

const Location = {
  blockId: z.string(),
  sentenceIndex: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
};

export const ReadingTimeSchema = z.object({
  seconds: z.number().int().min(0),
  minutes: z.number().int().min(0),
  /** "0 min", "< 1 min" or "{minutes} min". */
  label: z.string(),
});

export const DocumentCountsSchema = z.object({
  pages: z.number().int().min(0),
  paragraphs: z.number().int().min(0),
  sentences: z.number().int().min(0),
  words: z.number().int().min(0),
  readingTime: ReadingTimeSchema,
});

export const INTENT_VALUES = [
  "informative",
  "persuasive",
  "instructional",
  "narrative",
  "descriptive",
  "promotional",
  "inquisitive",
  "opinion",
] as const;
export const IntentSchema = z.enum(INTENT_VALUES);

/** documentIntent: intent list, comment, matchscore out of 10 (one decimal). */
export const IntentResultSchema = z.object({
  intent: z.array(IntentSchema).min(1).max(3),
  comment: z.string(),
  matchscore: z.number().min(0).max(10),
  scores: z.record(IntentSchema, z.number().min(0).max(1)),
  missingTopicWords: z.array(z.string()),
});

export const SummarySentenceSchema = z.object({ ...Location, score: z.number() });

/** Spec 2 §5: a summary needs at least 5 sentences, or a submission. */
export const SummaryResultSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), sentences: z.array(SummarySentenceSchema), summary: z.string(), sentenceCount: z.number().int() }),
  z.object({ ok: z.literal(false), reason: z.literal("TOO_SHORT"), sentenceCount: z.number().int(), minSentences: z.number().int() }),
]);

export const KeywordSchema = z.object({ keyword: z.string(), score: z.number(), count: z.number().int().min(1) });

/** Spec 2 §5: 'You need a minimum of {n} words to generate a keyword.' */
export const KeywordsResultSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), keywords: z.array(KeywordSchema), words: z.number().int() }),
  z.object({
    ok: z.literal(false),
    reason: z.literal("TOO_FEW_WORDS"),
    message: z.string(),
    words: z.number().int(),
    minWords: z.number().int(),
  }),
]);

export const IDIOM_KINDS = ["verb", "predicate", "adverbial", "discourse", "noun", "saying"] as const;

export const IdiomFindingSchema = z.object({
  ...Location,
  idiom: z.string(),
  meaning: z.string().nullable(),
  /** A sentence using the idiom; null for a cliché that is not in the curated idiom list. */
  example: z.string().nullable(),
  kind: z.enum(IDIOM_KINDS).nullable(),
  isCliche: z.boolean(),
});

export const IdiomOptionSchema = z.object({
  idiom: z.string(),
  meaning: z.string(),
  example: z.string(),
  rephraseSent: z.string(),
  strategy: z.enum(["replace", "prepend", "append"]),
  isCliche: z.boolean(),
  tone: z.enum(["casual", "neutral"]),
});

/** Idiom item (spec 3 §3): candidate, idioms {idiom, meaning, example, rephraseSent}, block and sentence. */
export const IdiomSuggestionSchema = z.object({
  ...Location,
  blockIndex: z.number().int(),
  candidate: z.string(),
  idioms: z.array(IdiomOptionSchema).min(1),
});

/** Spec 3 §5: over 500 words, 'Too many words to process!'. */
export const IdiomSuggestionsResultSchema = z.discriminatedUnion("ok", [
  z.object({
    ok: z.literal(true),
    words: z.number().int(),
    count: z.number().int().min(1).max(4),
    suggestions: z.array(IdiomSuggestionSchema),
    moreIdioms: z.object({ needsModel: z.boolean(), heading: z.string(), count: z.number().int(), sentences: z.array(z.string()) }),
  }),
  z.object({
    ok: z.literal(false),
    reason: z.enum(["NO_WORDS", "TOO_MANY_WORDS"]),
    message: z.string(),
    words: z.number().int(),
    maxWords: z.number().int(),
  }),
]);
