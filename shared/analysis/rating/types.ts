import type { Emotion } from "../emotions";
import type { ConnectiveCounts, MtldCounts, RepetitionCounts, TextCounts } from "../quality";

/**
 * The AI rating (spec 2 §3 "AI rating result", §9 "Scores out of 10 with one decimal; engagement
 * quotient is the mean of the four scores"). Every number is measured from the text; the formulas
 * sit next to each detail in details/*.ts.
 */

/** How a score reads: good ≥ 7, average ≥ 4, else poor (scale.ts). */
export type ScoreType = "good" | "average" | "poor";

export const CLARITY_DETAILS = ["content_diversity", "lexical_overlap", "readability", "connectors", "intent"] as const;
export const CREATIVE_DETAILS = ["humor", "motivation", "sarcasm"] as const;
export const CREDIBLE_DETAILS = ["fact_emotion", "first_person_usage", "passive_usage", "ai_detection"] as const;
export const ENGAGING_DETAILS = ["emotions", "subjectivity", "uniqueness"] as const;

export type ClarityDetailName = (typeof CLARITY_DETAILS)[number];
export type CreativeDetailName = (typeof CREATIVE_DETAILS)[number];
export type CredibleDetailName = (typeof CREDIBLE_DETAILS)[number];
export type EngagingDetailName = (typeof ENGAGING_DETAILS)[number];
export type DetailName = ClarityDetailName | CreativeDetailName | CredibleDetailName | EngagingDetailName;

/** One expandable detail row of the rating panel. */
export interface RatingDetail<Name extends DetailName = DetailName> {
  name: Name;
  /** 0–10, one decimal. */
  score: number;
  score_type: ScoreType;
  /** What was measured and what to change. */
  message: string;
}

export interface ClarityScore {
  doc_clarity_score: number;
  doc_message: string;
  details: Array<RatingDetail<ClarityDetailName>>;
}

export interface CreativeScore {
  doc_creative_score: number;
  doc_message: string;
  details: Array<RatingDetail<CreativeDetailName>>;
}

export interface CredibleScore {
  doc_credible_score: number;
  doc_message: string;
  details: Array<RatingDetail<CredibleDetailName>>;
}

export interface EngagingScore {
  doc_engaging_score: number;
  doc_message: string;
  details: Array<RatingDetail<EngagingDetailName>>;
}

export type RatingMode = "document" | "page";

/** A rating of a whole document (document mode) or of one page (paginated mode). */
export interface Rating {
  mode: RatingMode;
  /** The page's index in paginated mode; absent in document mode. */
  pageIndex?: number;
  clarity_score: ClarityScore;
  creative_score: CreativeScore;
  credible_score: CredibleScore;
  engaging_score: EngagingScore;
  /** Mean of the four group scores, one decimal (spec 2 §9). */
  engagementQuotient: number;
  /** The same number under the name the client reads (spec 2 §7: getDocAiRating reads result.document_score). */
  document_score: number;
  /** Prose words and sentences rated; 0 sentences means the empty rating (rate.ts). */
  words: number;
  sentences: number;
}

/** The measurable features of one sentence (sentence-features.ts). */
export interface SentenceFeatures {
  words: number;
  /** Distinct content-word stems (quality's contentStem), for overlap and topic coverage. */
  stems: string[];
  /** Who the sentence talks about: "i", "we", "you", "he", "she", "they" (from any form: me, our, him, their …). */
  persons: string[];
  /** Opens with a word that points back ("This", "These", "It", "They", "Such" …). */
  refersBack: boolean;
  /** I, me, my, mine, myself, we, us, our, ours, ourselves (and I'm, we've …). */
  firstPerson: number;
  /** you, your, yours, yourself, yourselves. */
  secondPerson: number;
  /** Opens with a base-form verb (after "so", "now", "please" …) and is not a question. */
  imperative: boolean;
  /** Goal and benefit cues ("goal", "achieve", "improve", "you can", "you'll" …). */
  benefit: number;
  /** Humour cues as written ("lol", "pun intended", "plot twist", 😂 …). */
  humor: string[];
  /** Sarcasm cues as written ("yeah right", scare quotes, "Great, … stuck …"). */
  sarcasm: string[];
  /** Stock AI-style phrases as written ("delve", "it is important to note" …). */
  stock: string[];
  /** Opinion and sentiment words (VADER |valence| ≥ 1, or an opinion marker). */
  subjective: number;
  /** The first passive phrase ("be" + past participle), or null. */
  passive: string | null;
  /** Word trigrams (lower case) holding at least one content word, for repeated phrasing. */
  trigrams: string[];
}

/** Emotion sums of a block: Σ words and Σ words × (1 − p(neutral)), and sentences per top emotion. */
export interface EmotionSums {
  words: number;
  nonNeutral: number;
  labels: Record<Emotion, number>;
}

/**
 * A block's rating partial: everything a rating is computed from, as sums and per-sentence
 * features, so the server can cache it per block hash and re-rate a document from cached blocks.
 */
export interface BlockRatingFeatures {
  blockId: string;
  /** False for headings: like the quality view, they stay out of the rating. */
  prose: boolean;
  text: TextCounts;
  mtld: MtldCounts;
  repetition: RepetitionCounts;
  connectives: ConnectiveCounts;
  facts: { factual: number; emotional: number };
  emotions: EmotionSums;
  sentences: SentenceFeatures[];
}
