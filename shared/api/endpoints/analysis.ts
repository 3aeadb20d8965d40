import type { z } from "zod";
import {
  AnalysisRequestSchema,
  CitationResultSchema,
  GrammarRequestSchema,
  GrammarResultSchema,
  InclusiveResultSchema,
  LegalResultSchema,
  OffensiveResultSchema,
  PiiResultSchema,
  PlagiarismResultSchema,
} from "../../model";
import type { FeatureName } from "../../rules";
import { endpoint } from "../contract";
import type { ErrorCode } from "../errors";

/** Large enough for the biggest analysis request the limits allow. */
const ANALYSIS_BODY_LIMIT = 4 * 1024 * 1024;

/** One analysis route: `{ docId, pageIndex? }` or `{ blocks }` in, metered as `feature`. */
export const analysisEndpoint = <
  const Path extends string,
  const Feature extends FeatureName,
  const Response extends z.ZodType,
  const Body extends z.ZodType = typeof AnalysisRequestSchema,
>(
  path: Path,
  feature: Feature,
  summary: string,
  response: Response,
  { tag = "analysis", extraErrors = [], body }: { tag?: string; extraErrors?: readonly ErrorCode[]; body?: Body } = {},
) =>
  endpoint({
    method: "POST",
    path,
    summary,
    tag,
    auth: "user",
    body: (body ?? AnalysisRequestSchema) as Body,
    response,
    errors: ["VALIDATION_FAILED", "UNAUTHENTICATED", "NOT_FOUND", "FEATURE_LIMIT", "PLAN_REQUIRED", "PAYLOAD_TOO_LARGE", ...extraErrors],
    feature,
    bodyLimit: ANALYSIS_BODY_LIMIT,
  });

/** The writing checks: `{ docId, pageIndex? }` or `{ blocks }` in, results keyed by block id out. */
export const analysisEndpoints = {
  checkGrammar: analysisEndpoint(
    "/api/analysis/grammar",
    "Grammar",
    "Grammar, spelling and punctuation (style suggestions with includeStyle)",
    GrammarResultSchema,
    {
      body: GrammarRequestSchema,
    },
  ),
  checkOffensive: analysisEndpoint("/api/analysis/offensive", "OffensiveContent", "Offensive language", OffensiveResultSchema),
  checkPii: analysisEndpoint("/api/analysis/pii", "PIIMasking", "Personal data (PII) with masking", PiiResultSchema),
  checkLegal: analysisEndpoint("/api/analysis/legal", "LegalCompliance", "Plain legal English", LegalResultSchema),
  checkCitations: analysisEndpoint("/api/analysis/citations", "CitationAnalyzer", "Claims that need a citation", CitationResultSchema),
  checkInclusive: analysisEndpoint("/api/analysis/inclusive", "InclusiveLanguage", "Inclusive language", InclusiveResultSchema),
  checkPlagiarism: analysisEndpoint(
    "/api/analysis/plagiarism",
    "Plagiarism",
    "Plagiarism against public, own and reference documents",
    PlagiarismResultSchema,
  ),
};
