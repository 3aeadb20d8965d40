import type { IntentResult } from "../overview";
import { containment, fingerprints, matchedSpans } from "../plagiarism";
import { mtldCounts, mtldOf } from "../quality";
import { rateDocument, type Rating, type RatingDetail } from "../rating";
import type { AssessmentInput, DetailItem, ScoredPart } from "./types";
import { clamp01, oneDecimal } from "./types";
import type { TextFacts } from "./text-facts";

/**
 * Expression out of 50, five parts of 10.
 *
 * - clarity: the AI rating engine's clarity score.
 * - creative: 0.4 × the rating engine's creative score + 0.6 × word choice, where word choice is
 *   10 × (MTLD − 20) / 80 clamped (lexical variety; type/token ratio × 10 under 50 words).
 * - engaging, credible: the rating engine's scores read at 70% of their spread around the middle
 *   (1.5 + 0.7 × score): on short learner texts these cues (emotion words, first person, passives)
 *   say less than on documents, so they move a learner's mark less.
 * - originality: 10 × (1 − containment), the share of the text's winnowed fingerprints found in the
 *   exercise's source or in other learners' texts of the same exercise (Wordloom's plagiarism engine).
 * (The 0.4/0.6 mix and the 70% spread were chosen on the ELLIPSE dev half: dev-tuned.)
 */
export const EXPRESSION_PART_MAX = 10;
const RATING_SPREAD = 0.7;

const fromRating = (details: ReadonlyArray<RatingDetail>): DetailItem[] =>
  details.map((detail) => ({ label: detail.name.replace(/_/g, " "), sentence: null, note: detail.message, points: null }));

const part = (score: number, summary: string, items: DetailItem[]): ScoredPart => ({
  score: oneDecimal(Math.min(EXPRESSION_PART_MAX, Math.max(0, score))),
  max: EXPRESSION_PART_MAX,
  details: { summary, items },
});

const softened = (score: number): number => (EXPRESSION_PART_MAX * (1 - RATING_SPREAD)) / 2 + RATING_SPREAD * score;

const wordChoice = (facts: TextFacts): { score: number; note: string } => {
  const tokens = facts.words.map((word) => word.toLowerCase());
  const mtld = tokens.length >= 50 ? mtldOf(mtldCounts(tokens)) : null;
  if (mtld === null) {
    const ratio = tokens.length === 0 ? 0 : new Set(tokens).size / tokens.length;
    return { score: 10 * clamp01(ratio), note: `${new Set(tokens).size} different words in ${tokens.length}` };
  }
  return {
    score: 10 * clamp01((mtld - 20) / 80),
    note: `Lexical variety (MTLD) ${oneDecimal(mtld)}: 100 or more is rich, 20 is very repetitive`,
  };
};

const originality = (input: AssessmentInput, text: string): ScoredPart => {
  const prints = fingerprints(text);
  const others = [input.source, ...input.peers].filter((other) => other.trim().length > 0);
  if (prints.length === 0) {
    return part(EXPRESSION_PART_MAX, "Too short to compare with the source and other submissions.", []);
  }
  const matches = new Map<string, number[]>();
  others.forEach((other, index) => {
    for (const print of fingerprints(other)) {
      const list = matches.get(print.hash) ?? [];
      if (!list.includes(index)) {
        list.push(index);
      }
      matches.set(print.hash, list);
    }
  });
  const share = containment(prints, matches) / 100;
  const spans = matchedSpans(text, prints, matches).slice(0, 5);
  const items = spans.map((span) => ({
    label: span.sourceIndexes.includes(0) && input.source.trim() ? "From the source" : "Like another submission",
    sentence: span.text,
    note: "These words follow the source or another learner's text closely; put them in your own words.",
    points: null,
  }));
  return part(
    EXPRESSION_PART_MAX * (1 - share),
    share === 0 ? "Written in your own words." : `${Math.round(share * 100)}% of the text follows the source or other submissions.`,
    items,
  );
};

export const expressionScore = (
  input: AssessmentInput,
  facts: TextFacts,
  intent: IntentResult,
): { creative: ScoredPart; engaging: ScoredPart; credible: ScoredPart; clarity: ScoredPart; originality: ScoredPart } => {
  if (facts.words.length === 0) {
    const empty = part(0, "There is no text to assess.", []);
    return { creative: empty, engaging: empty, credible: empty, clarity: empty, originality: empty };
  }
  const rating: Rating = rateDocument(
    { title: input.topic, blocks: facts.blocks },
    { intent: { intent: intent.intent, matchscore: intent.matchscore } },
  );
  const choice = wordChoice(facts);
  const creativeRating = rating.creative_score.doc_creative_score;
  return {
    clarity: part(rating.clarity_score.doc_clarity_score, rating.clarity_score.doc_message, fromRating(rating.clarity_score.details)),
    creative: part(0.4 * creativeRating + 0.6 * choice.score, `${rating.creative_score.doc_message} Word choice counts for 60%.`, [
      { label: "word choice", sentence: null, note: choice.note, points: oneDecimal(choice.score) },
      ...fromRating(rating.creative_score.details),
    ]),
    engaging: part(
      softened(rating.engaging_score.doc_engaging_score),
      rating.engaging_score.doc_message,
      fromRating(rating.engaging_score.details),
    ),
    credible: part(
      softened(rating.credible_score.doc_credible_score),
      rating.credible_score.doc_message,
      fromRating(rating.credible_score.details),
    ),
    originality: originality(input, facts.blocks.map((block) => block.text).join("\n")),
  };
};
