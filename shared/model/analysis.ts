import { z } from "zod";
import { IdSchema } from "./common";
import { documentText, singleLine } from "./text";

/**
 * Limits of one analysis request (Wordloom's own: far above a long document, small enough to stop abuse).
 * A 500-page document at the spec's 70 characters × 30 lines per page is about 1,050,000 characters
 * in some 10,000 paragraphs; no word, link or address comes near 1,000 characters without a space.
 */
export const ANALYSIS_LIMITS = { maxBlocks: 20_000, maxBlockChars: 20_000, maxTotalChars: 1_100_000, maxTokenChars: 1_000 } as const;

/** The messages of the limits (the field is named in the error's details). */
export const ANALYSIS_LIMIT_MESSAGES = {
  blockChars: `A paragraph may have at most ${ANALYSIS_LIMITS.maxBlockChars.toLocaleString("en-US")} characters.`,
  tokenChars: `A paragraph may not have more than ${ANALYSIS_LIMITS.maxTokenChars.toLocaleString("en-US")} characters without a space.`,
  totalChars: `At most ${ANALYSIS_LIMITS.maxTotalChars.toLocaleString("en-US")} characters per request.`,
  blocks: `At most ${ANALYSIS_LIMITS.maxBlocks.toLocaleString("en-US")} paragraphs per request.`,
} as const;

/** The longest run of UTF-16 units without whitespace (as `\s` knows it) in `text`. */
export const longestToken = (text: string): number => {
  let longest = 0;
  let run = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // Whitespace as \s knows it, without a regular expression per character.
    if (
      (code >= 9 && code <= 13) ||
      code === 32 ||
      code === 0xa0 ||
      code === 0x1680 ||
      (code >= 0x2000 && code <= 0x200a) ||
      code === 0x2028 ||
      code === 0x2029 ||
      code === 0x202f ||
      code === 0x205f ||
      code === 0x3000 ||
      code === 0xfeff
    ) {
      run = 0;
    } else {
      run += 1;
      longest = Math.max(longest, run);
    }
  }
  return longest;
};

/** `text` with every run of more than `max` characters without whitespace blanked (same length, so offsets hold): for clients that send text as it is. */
export const blankLongTokens = (text: string, max: number = ANALYSIS_LIMITS.maxTokenChars): string =>
  longestToken(text) <= max ? text : text.replace(new RegExp(`\\S{${max + 1},}`, "g"), (run) => " ".repeat(run.length));

export const AnalysisBlockSchema = z.strictObject({
  id: singleLine(128).min(1),
  // documentText's own length limit is above this one, so the limit's message is the one shown.
  text: documentText(ANALYSIS_LIMITS.maxBlockChars + 1)
    .max(ANALYSIS_LIMITS.maxBlockChars, { message: ANALYSIS_LIMIT_MESSAGES.blockChars })
    .refine((text) => longestToken(text) <= ANALYSIS_LIMITS.maxTokenChars, { message: ANALYSIS_LIMIT_MESSAGES.tokenChars }),
  type: singleLine(40).optional(),
  cellIndex: z.number().int().min(0).max(100).optional(),
});

export const BlocksRequestSchema = z.strictObject({
  blocks: z
    .array(AnalysisBlockSchema)
    .min(1)
    .max(ANALYSIS_LIMITS.maxBlocks, { message: ANALYSIS_LIMIT_MESSAGES.blocks })
    .refine((blocks) => blocks.reduce((total, block) => total + block.text.length, 0) <= ANALYSIS_LIMITS.maxTotalChars, {
      message: ANALYSIS_LIMIT_MESSAGES.totalChars,
    })
    .refine((blocks) => new Set(blocks.map((block) => block.id)).size === blocks.length, { message: "Block ids must be unique" }),
  dialect: z.enum(["en-US", "en-GB"]).optional(),
  /** The title of the text sent, as it is now: the analyses that read a title (intent, the AI rating) use it. */
  title: singleLine(1000).optional(),
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

/** severity: "high" obscenities and slurs, "medium" insults aimed at people, "low" mild profanity. */
export const OffensiveFindingSchema = z.object({
  ...Location,
  word: z.string(),
  root: z.string(),
  replacements: z.array(z.string()),
  severity: z.enum(["high", "medium", "low"]),
});
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

/**
 * A check that ran out of its time budget answers with the blocks it checked and says so: `partial`
 * is true and `uncheckedBlockIds` lists the blocks left out of `results`. Both are absent otherwise.
 */
const Partial = {
  partial: z.literal(true).optional(),
  uncheckedBlockIds: z.array(z.string()).optional(),
};

/** Results keyed by block id, for every block that was checked (an empty list means nothing found). */
const keyedBy = <T extends z.ZodType>(finding: T) => z.object({ results: z.record(z.string(), z.array(finding)), ...Partial });

export const GrammarResultSchema = keyedBy(GrammarIssueSchema);
export const OffensiveResultSchema = z.object({
  results: z.record(z.string(), z.array(OffensiveFindingSchema)),
  sentences: z.record(z.string(), z.array(SentenceFlagsSchema)),
  ...Partial,
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

/** What a plagiarism check compared the text with, so a 0% says what it means. */
export const PlagiarismSearchedSchema = z.object({
  /** The user's organisation's documents were searched too (the user belongs to one). */
  organization: z.boolean(),
  /** Works in the operator's reference corpus (`npm run corpus:import`); 0 when it is empty. */
  referenceWorks: z.number().int().min(0),
  /** The outside provider's name when one is configured ("Copyleaks"), else null. */
  provider: z.string().nullable(),
});

export const PlagiarismResultSchema = z.object({
  /** Share of the checked text found in other documents, 0–100; null when the check could not run. */
  score: z.number().nullable(),
  /** "Plagiarised - N%" or "Not Calculated". */
  label: z.string(),
  sources: z.array(PlagiarismSourceSchema),
  results: z.record(z.string(), z.array(PlagiarismSpanSchema)),
  searched: PlagiarismSearchedSchema,
});

export type GrammarIssue = z.output<typeof GrammarIssueSchema>;
export type PiiFinding = z.output<typeof PiiFindingSchema>;
export type PlagiarismResult = z.output<typeof PlagiarismResultSchema>;
export type PlagiarismSearched = z.output<typeof PlagiarismSearchedSchema>;
