import { z } from "zod";

/**
 * Results of the writing scores (shared/analysis/quality, /tone, /simplify): quality bars,
 * positivity, toxicity, facts versus emotions and simpler sentences. Scores are 0–100 unless said;
 * per-sentence lists follow the block's sentences in order.
 */

const score = z.number().min(0).max(100);
const nullableScore = score.nullable();
const count = z.number().int().min(0);
const sentencePlace = { index: z.number().int().min(0), start: z.number().int().min(0), end: z.number().int().min(0) };

export const QualityCountsSchema = z.object({
  text: z.object({ words: count, sentences: count, syllables: count }),
  repetition: z.object({ units: count, repeats: count }),
  mtld: z.object({ tokens: count, forwardFactors: z.number().min(0), backwardFactors: z.number().min(0) }),
  connectives: z.object({ sentences: count, connected: count }),
});

export const BlockQualitySchema = z.object({
  blockId: z.string(),
  readScore: z.array(nullableScore),
  grade: z.array(z.number().nullable()),
  repetitiveness: nullableScore,
  uniqueness: nullableScore,
  connectives: nullableScore,
  prose: z.boolean(),
  counts: QualityCountsSchema,
});

export const DocumentQualitySchema = z.object({
  readScore: nullableScore,
  grade: z.number().nullable(),
  repetitiveness: nullableScore,
  uniqueness: nullableScore,
  connectives: nullableScore,
  /** Minutes, rounded up, at 238 words per minute. */
  readTime: count,
  words: count,
  sentences: count,
});

export const QualityResultSchema = z.object({ blocks: z.record(z.string(), BlockQualitySchema), document: DocumentQualitySchema });

export const NegativityLevelSchema = z.enum(["somewhat", "highly", "extremely"]);

export const SentencePositivitySchema = z.object({
  ...sentencePlace,
  positivity: nullableScore,
  compound: z.number().min(-1).max(1),
  polarity: z.number().min(-1).max(1),
  negativity: NegativityLevelSchema.nullable(),
});

export const BlockPositivitySchema = z.object({
  blockId: z.string(),
  positivity: z.array(nullableScore),
  sentences: z.array(SentencePositivitySchema),
});

export const DocumentPositivitySchema = z.object({
  avgPositivity: nullableScore,
  grade: z.enum(["good", "ok", "poor"]).nullable(),
  sentences: count,
  negative: z.object({ somewhat: count, highly: count, extremely: count }),
});

export const PositivityResultSchema = z.object({ blocks: z.record(z.string(), BlockPositivitySchema), document: DocumentPositivitySchema });

export const ToxicityLabelSchema = z.enum(["Not toxic", "Mildly toxic", "Toxic", "Highly toxic"]);

export const SentenceToxicitySchema = z.object({
  ...sentencePlace,
  toxicity: score,
  label: ToxicityLabelSchema,
  offensiveWords: z.array(z.string()),
  insults: z.array(z.object({ start: z.number().int().min(0), end: z.number().int().min(0), text: z.string() })),
  compound: z.number().min(-1).max(1),
});

export const BlockToxicitySchema = z.object({ blockId: z.string(), toxicity: z.array(score), sentences: z.array(SentenceToxicitySchema) });

export const DocumentToxicitySchema = z.object({
  toxicity: score,
  peak: score,
  label: ToxicityLabelSchema,
  sentences: count,
  counts: z.object({ "Not toxic": count, "Mildly toxic": count, Toxic: count, "Highly toxic": count }),
});

export const ToxicityResultSchema = z.object({ blocks: z.record(z.string(), BlockToxicitySchema), document: DocumentToxicitySchema });

export const SentenceFactsSchema = z.object({ ...sentencePlace, factual: count, emotional: count });

export const BlockFactsSchema = z.object({
  blockId: z.string(),
  sentences: z.array(SentenceFactsSchema),
  factual: count,
  emotional: count,
});

export const DocumentFactsSchema = z.object({
  emotional: score,
  factual: score,
  label: z.enum(["More Emotions", "More Facts", "Balanced"]),
  emotionalSignals: count,
  factualSignals: count,
});

export const FactsResultSchema = z.object({ blocks: z.record(z.string(), BlockFactsSchema), document: DocumentFactsSchema });

export const SimplificationSchema = z.object({
  blockId: z.string(),
  sentenceIndex: z.number().int().min(0),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  original: z.string(),
  simplified: z.string(),
  gradeBefore: z.number(),
  gradeAfter: z.number(),
});

export const SimplificationResultSchema = z.object({ results: z.array(SimplificationSchema) });

export const EmotionValueSchema = z.object({
  name: z.enum(["anger", "disgust", "fear", "joy", "neutral", "sadness", "surprise"]),
  value: score,
});

/** Spec 2 §3 Emotions: each page's mix and the document's, percentages summing to 100. */
export const EmotionsResultSchema = z.object({
  pages: z.array(z.object({ pageIndex: z.number().int().min(0), document: z.array(EmotionValueSchema) })),
  document: z.array(EmotionValueSchema),
});
