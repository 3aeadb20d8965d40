import type { z } from "zod";
import {
  EmotionsResultSchema,
  FactsResultSchema,
  PositivityResultSchema,
  QualityResultSchema,
  SimplificationResultSchema,
  ToxicityResultSchema,
} from "../../model";
import { RatingSchema } from "../../analysis/rating/schemas";
import type { FeatureName } from "../../rules";
import { analysisEndpoint } from "./analysis";

const scoreEndpoint = <const Path extends string, const Feature extends FeatureName, const Response extends z.ZodType>(
  path: Path,
  feature: Feature,
  summary: string,
  response: Response,
) => analysisEndpoint(path, feature, summary, response, { tag: "scores", extraErrors: ["NOT_ENOUGH_CONTENT"] });

/**
 * The writing scores behind the review graphs and the quality view (spec document 2 §2–§4):
 * `{ docId, pageIndex? }` or `{ blocks }` in, per-block results and the document's totals out.
 * The graphs refuse text of fewer than 5 sentences (NOT_ENOUGH_CONTENT).
 */
export const scoreEndpoints = {
  // Quota features as spec document 2 §6 names them: DocumentQuality (quality), ToneEmotions (the
  // positivity / tone meter), DetectEmotions (emotions); the others have no name in the spec.
  scoreQuality: scoreEndpoint(
    "/api/analysis/quality",
    "DocumentQuality",
    "Quality bars: readability, repetitiveness, uniqueness, connectives, read time",
    QualityResultSchema,
  ),
  scorePositivity: scoreEndpoint(
    "/api/analysis/positivity",
    "ToneEmotions",
    "Positivity per sentence and the document's meter",
    PositivityResultSchema,
  ),
  scoreEmotions: scoreEndpoint("/api/analysis/emotions", "DetectEmotions", "Emotions per page and for the document", EmotionsResultSchema),
  scoreToxicity: scoreEndpoint("/api/analysis/toxicity", "Toxicity", "Toxicity per sentence and for the document", ToxicityResultSchema),
  scoreFacts: scoreEndpoint("/api/analysis/facts", "FactsEmotions", "Facts versus emotions", FactsResultSchema),
  rateDocument: scoreEndpoint(
    "/api/analysis/rating",
    "AIRating",
    "AI rating: clarity, creative, credible and engaging scores out of 10 (one page with pageIndex)",
    RatingSchema,
  ),
  simplifySentences: scoreEndpoint("/api/analysis/simplify", "Rephrase", "Simpler versions of hard sentences", SimplificationResultSchema),
};
