import { z } from "zod";
import type { ProviderReport, WebSource } from "./provider";

/**
 * The parts of Copyleaks' webhook bodies Wordloom reads (docs.copyleaks.com/reference/data-types/
 * authenticity/webhooks/scan-completed and …/webhooks/error); everything else is ignored.
 */
const ResultSchema = z.object({
  title: z.string().nullish(),
  introduction: z.string().nullish(),
  matchedWords: z.coerce.number().min(0),
  /** Internet results only; database and batch results have none. */
  url: z.string().nullish(),
});

const CompletedSchema = z.object({
  scannedDocument: z.object({ scanId: z.string(), totalWords: z.coerce.number().min(0) }),
  results: z.object({
    score: z.object({ aggregatedScore: z.coerce.number() }),
    internet: z.array(ResultSchema).nullish(),
    database: z.array(ResultSchema).nullish(),
    batch: z.array(ResultSchema).nullish(),
  }),
});

const ErrorSchema = z.object({
  error: z.object({ code: z.union([z.number(), z.string()]).nullish(), message: z.string().nullish() }).nullish(),
});

/** Sources kept per scan; the check shows at most ten anyway. */
const MAX_SOURCES = 50;
const MAX_DESCRIPTION = 300;

type CopyleaksResult = z.output<typeof ResultSchema>;

const FALLBACK_DESCRIPTIONS = {
  internet: "A web page",
  database: "A document in the Copyleaks database",
  batch: "Another document in the same batch",
} as const;

const toSource = (result: CopyleaksResult, origin: keyof typeof FALLBACK_DESCRIPTIONS, totalWords: number): WebSource => ({
  score: totalWords > 0 ? Math.round(Math.min(1, result.matchedWords / totalWords) * 1000) / 10 : 0,
  description: (result.title?.trim() || result.introduction?.trim() || FALLBACK_DESCRIPTIONS[origin]).slice(0, MAX_DESCRIPTION),
  // Shown as a link: only web addresses, never javascript: or data: URLs.
  url: result.url && /^https?:\/\//i.test(result.url) ? result.url : null,
});

/** The report of a "completed" webhook: the aggregated score and every source, best first; null if malformed. */
export const reportFromCompleted = (body: unknown): ProviderReport | null => {
  const parsed = CompletedSchema.safeParse(body);
  if (!parsed.success) {
    return null;
  }
  const { scannedDocument, results } = parsed.data;
  const sources = [
    ...(results.internet ?? []).map((result) => toSource(result, "internet", scannedDocument.totalWords)),
    ...(results.database ?? []).map((result) => toSource(result, "database", scannedDocument.totalWords)),
    ...(results.batch ?? []).map((result) => toSource(result, "batch", scannedDocument.totalWords)),
  ];
  return {
    aggregatedScore: Math.min(100, Math.max(0, results.score.aggregatedScore)),
    sources: sources.sort((a, b) => b.score - a.score).slice(0, MAX_SOURCES),
  };
};

/** Why an "error" webhook says the scan failed. */
export const reasonFromError = (body: unknown): string => {
  const parsed = ErrorSchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : undefined;
  return `Copyleaks reported error ${error?.code ?? "(no code)"}: ${error?.message ?? "(no message)"}`.slice(0, 300);
};
