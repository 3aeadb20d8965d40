import { z } from "zod";
import { IdSchema } from "./common";

/** Limits of one analysis request (Wordloom's own: far above a long document, small enough to stop abuse). */
export const ANALYSIS_LIMITS = { maxBlocks: 5_000, maxBlockChars: 20_000, maxTotalChars: 600_000 } as const;

export const AnalysisBlockSchema = z.strictObject({
  id: z.string().min(1).max(128),
  text: z.string().max(ANALYSIS_LIMITS.maxBlockChars),
  type: z.string().max(40).optional(),
  cellIndex: z.number().int().min(0).max(100).optional(),
});

export const BlocksRequestSchema = z.strictObject({
  blocks: z
    .array(AnalysisBlockSchema)
    .min(1)
    .max(ANALYSIS_LIMITS.maxBlocks)
    .refine((blocks) => blocks.reduce((total, block) => total + block.text.length, 0) <= ANALYSIS_LIMITS.maxTotalChars, {
      message: `At most ${ANALYSIS_LIMITS.maxTotalChars} characters per request`,
    })
    .refine((blocks) => new Set(blocks.map((block) => block.id)).size === blocks.length, { message: "Block ids must be unique" }),
  dialect: z.enum(["en-US", "en-GB"]).optional(),
});

export const DocumentRequestSchema = z.strictObject({
  docId: IdSchema,
  /** One page (0-based); without it the whole document is checked. */
  pageIndex: z.number().int().min(0).max(10_000).optional(),
  dialect: z.enum(["en-US", "en-GB"]).optional(),
});

/** `{ docId, pageIndex? }` checks a saved document; `{ blocks }` checks text sent by the client (the add-in). */
export const AnalysisRequestSchema = z.union([BlocksRequestSchema, DocumentRequestSchema]);

/** The grammar check also takes `includeStyle`: style suggestions ("in order to", "utilize") come back only when it is true. */
const IncludeStyle = { includeStyle: z.boolean().optional() };
export const GrammarRequestSchema = z.union([BlocksRequestSchema.extend(IncludeStyle), DocumentRequestSchema.extend(IncludeStyle)]);

const Location = {
  blockId: z.string(),
  sentenceIndex: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
};

export const GrammarIssueSchema = z.object({
  ...Location,
  word: z.string(),
  replacements: z.array(z.string()),
  message: z.string(),
  shortMessage: z.string(),
  category: z.string(),
  /** grammar, spelling and punctuation are errors; style is a suggestion, shown only on request. */
  kind: z.enum(["grammar", "spelling", "punctuation", "style"]),
  issueType: z.string(),
  ruleId: z.string(),
  source: z.enum(["harper", "retext", "wordloom"]),
});

export const OffensiveFindingSchema = z.object({ ...Location, word: z.string(), root: z.string(), replacements: z.array(z.string()) });
export const SentenceFlagsSchema = z.object({ index: z.number().int(), isAbusive: z.boolean(), offenders: z.string() });

export const PiiFindingSchema = z.object({
  ...Location,
  entityType: z.string(),
  sensitivity: z.enum(["low", "medium", "high"]),
  context: z.string(),
  masked: z.string(),
  cellIndex: z.number().int().optional(),
});

export const LegalFindingSchema = z.object({
  ...Location,
  errorType: z.string(),
  originalText: z.string(),
  correctedText: z.string().nullable(),
  message: z.string(),
});

export const CitationNeedSchema = z.object({
  ...Location,
  textSegment: z.string(),
  probability: z.number(),
  reasons: z.array(z.string()),
});

export const InclusiveFindingSchema = z.object({
  ...Location,
  originalPhrase: z.string(),
  suggestedAlternatives: z.array(z.string()),
  sensitivity: z.enum(["low", "medium", "high"]),
  message: z.string(),
});

/** Results keyed by block id, for every block that was checked (an empty list means nothing found). */
const keyedBy = <T extends z.ZodType>(finding: T) => z.object({ results: z.record(z.string(), z.array(finding)) });

export const GrammarResultSchema = keyedBy(GrammarIssueSchema);
export const OffensiveResultSchema = z.object({
  results: z.record(z.string(), z.array(OffensiveFindingSchema)),
  sentences: z.record(z.string(), z.array(SentenceFlagsSchema)),
});
export const PiiResultSchema = keyedBy(PiiFindingSchema);
export const LegalResultSchema = keyedBy(LegalFindingSchema);
export const CitationResultSchema = keyedBy(CitationNeedSchema);
export const InclusiveResultSchema = keyedBy(InclusiveFindingSchema);

export const PlagiarismSourceSchema = z.object({
  score: z.number(),
  description: z.string(),
  url: z.string().nullable(),
  /** "web": found by the outside provider (Copyleaks) on the internet or in its databases. */
  kind: z.enum(["public", "own", "organization", "reference", "web"]),
});

export const PlagiarismSpanSchema = z.object({ ...Location, sourceIndexes: z.array(z.number().int()) });

export const PlagiarismResultSchema = z.object({
  /** Share of the checked text found in other documents, 0–100; null when the check could not run. */
  score: z.number().nullable(),
  /** "Plagiarised - N%" or "Not Calculated". */
  label: z.string(),
  sources: z.array(PlagiarismSourceSchema),
  results: z.record(z.string(), z.array(PlagiarismSpanSchema)),
});

export type GrammarIssue = z.output<typeof GrammarIssueSchema>;
export type PiiFinding = z.output<typeof PiiFindingSchema>;
export type PlagiarismResult = z.output<typeof PlagiarismResultSchema>;
