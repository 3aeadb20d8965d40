import type { AnalysisBlock } from "../types";
import { type BlockEngineResults, rateBlock } from "./block";
import { clarityDetails } from "./details/clarity";
import { creativeDetails } from "./details/creative";
import { credibleDetails } from "./details/credible";
import type { RatingContext } from "./details/detail";
import { engagingDetails } from "./details/engaging";
import { CLARITY_DETAILS, CREATIVE_DETAILS, CREDIBLE_DETAILS, ENGAGING_DETAILS } from "./types";
import { CLARITY_WEIGHTS, CREATIVE_WEIGHTS, CREDIBLE_WEIGHTS, ENGAGING_WEIGHTS, groupMessage, weightedScore } from "./groups";
import { oneDecimal } from "./scale";
import { sumBlocks } from "./totals";
import type { BlockRatingFeatures, DetailName, Rating, RatingDetail, RatingMode } from "./types";

export interface RateDocumentInput {
  title?: string;
  blocks: readonly AnalysisBlock[];
}

export interface RatePagesInput {
  title?: string;
  pages: ReadonlyArray<readonly AnalysisBlock[]>;
}

export interface RateOptions {
  mode?: "document";
  /** The overview engine's detectIntent result, when the caller has it (see RatingContext.intent). */
  intent?: RatingContext["intent"];
}

/** The message of every score of the empty rating. */
export const EMPTY_RATING_MESSAGE = "Nothing to rate yet: write at least one sentence.";

const emptyDetails = <Name extends DetailName>(names: readonly Name[]): Array<RatingDetail<Name>> =>
  names.map((name) => ({ name, score: 0, score_type: "poor", message: EMPTY_RATING_MESSAGE }));

/**
 * The rating of text without a sentence (no blocks, only headings, or only spaces and punctuation):
 * every score 0 and "poor", every message EMPTY_RATING_MESSAGE, words and sentences 0.
 */
const emptyRating = (mode: RatingMode, pageIndex?: number): Rating => ({
  mode,
  ...(pageIndex === undefined ? {} : { pageIndex }),
  clarity_score: { doc_clarity_score: 0, doc_message: EMPTY_RATING_MESSAGE, details: emptyDetails(CLARITY_DETAILS) },
  creative_score: { doc_creative_score: 0, doc_message: EMPTY_RATING_MESSAGE, details: emptyDetails(CREATIVE_DETAILS) },
  credible_score: { doc_credible_score: 0, doc_message: EMPTY_RATING_MESSAGE, details: emptyDetails(CREDIBLE_DETAILS) },
  engaging_score: { doc_engaging_score: 0, doc_message: EMPTY_RATING_MESSAGE, details: emptyDetails(ENGAGING_DETAILS) },
  engagementQuotient: 0,
  document_score: 0,
  words: 0,
  sentences: 0,
});

/**
 * A rating from block partials (fresh from rateBlock or cached per block hash). Cheap: sums and
 * per-sentence comparisons only.
 */
export const aggregateRating = (
  blocks: readonly BlockRatingFeatures[],
  context: RatingContext = {},
  mode: RatingMode = "document",
  pageIndex?: number,
): Rating => {
  const totals = sumBlocks(blocks);
  if (totals.sentences.length === 0) {
    return emptyRating(mode, pageIndex);
  }
  const clarity = clarityDetails(totals, context);
  const creative = creativeDetails(totals);
  const credible = credibleDetails(totals);
  const engaging = engagingDetails(totals);
  const clarityScore = weightedScore(clarity, CLARITY_WEIGHTS);
  const creativeScore = weightedScore(creative, CREATIVE_WEIGHTS);
  const credibleScore = weightedScore(credible, CREDIBLE_WEIGHTS);
  const engagingScore = weightedScore(engaging, ENGAGING_WEIGHTS);
  const quotient = oneDecimal((clarityScore + creativeScore + credibleScore + engagingScore) / 4);
  return {
    mode,
    ...(pageIndex === undefined ? {} : { pageIndex }),
    clarity_score: {
      doc_clarity_score: clarityScore,
      doc_message: groupMessage("Clarity", clarityScore, clarity, CLARITY_WEIGHTS),
      details: clarity,
    },
    creative_score: {
      doc_creative_score: creativeScore,
      doc_message: groupMessage("Creativity", creativeScore, creative, CREATIVE_WEIGHTS),
      details: creative,
    },
    credible_score: {
      doc_credible_score: credibleScore,
      doc_message: groupMessage("Credibility", credibleScore, credible, CREDIBLE_WEIGHTS),
      details: credible,
    },
    engaging_score: {
      doc_engaging_score: engagingScore,
      doc_message: groupMessage("Engagement", engagingScore, engaging, ENGAGING_WEIGHTS),
      details: engaging,
    },
    engagementQuotient: quotient,
    document_score: quotient,
    words: totals.text.words,
    sentences: totals.sentences.length,
  };
};

/** Engine results per block id that the caller already has (see BlockEngineResults). */
export type EngineResultsByBlock = Readonly<Record<string, BlockEngineResults>>;

/** Document mode: one rating of all blocks together. */
export const rateDocument = (input: RateDocumentInput, options: RateOptions = {}, engines: EngineResultsByBlock = {}): Rating =>
  aggregateRating(
    input.blocks.map((block) => rateBlock(block, engines[block.id])),
    { title: input.title, intent: options.intent },
    "document",
  );

/**
 * Paginated mode: one rating per page, in page order, each computed from that page's blocks alone
 * (pageIndex = position in `pages`). The title is each page's topic.
 */
export const ratePages = (input: RatePagesInput, engines: EngineResultsByBlock = {}): Rating[] =>
  input.pages.map((blocks, pageIndex) =>
    aggregateRating(
      blocks.map((block) => rateBlock(block, engines[block.id])),
      { title: input.title },
      "page",
      pageIndex,
    ),
  );
