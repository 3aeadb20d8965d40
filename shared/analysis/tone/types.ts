/** Meter grade of a positivity average (spec 2 §4). */
export type PositivityGrade = "good" | "ok" | "poor";

/** How negative a sentence is; null when it is not. */
export type NegativityLevel = "somewhat" | "highly" | "extremely";

/** Where a sentence sits in its block (offsets into the block text, end exclusive). */
export interface SentencePlace {
  index: number;
  start: number;
  end: number;
}

export interface SentencePositivity extends SentencePlace {
  /** 0–100, one decimal; null for a sentence without letters or digits. */
  positivity: number | null;
  /** VADER's compound score, −1..1. */
  compound: number;
  /** (VADER compound + wink sentiment) / 2, −1..1, four decimals. */
  polarity: number;
  negativity: NegativityLevel | null;
}

export interface BlockPositivity {
  blockId: string;
  /** Block.positivity: one value per sentence, in order. */
  positivity: Array<number | null>;
  sentences: SentencePositivity[];
}

export interface DocumentPositivity {
  /** Mean sentence positivity, 0–100, one decimal; null without sentences. */
  avgPositivity: number | null;
  grade: PositivityGrade | null;
  sentences: number;
  /** Sentences at each negative level. */
  negative: Record<NegativityLevel, number>;
}

export interface PositivityResult {
  blocks: Record<string, BlockPositivity>;
  document: DocumentPositivity;
}

export type ToxicityLabel = "Not toxic" | "Mildly toxic" | "Toxic" | "Highly toxic";

/** An insult aimed at a person, found in a sentence (offsets into the block text). */
export interface InsultMatch {
  start: number;
  end: number;
  text: string;
}

export interface SentenceToxicity extends SentencePlace {
  /** 0–100, one decimal. */
  toxicity: number;
  label: ToxicityLabel;
  /** Offensive words as written (from the offensive-language check). */
  offensiveWords: string[];
  insults: InsultMatch[];
  /** VADER's compound score, −1..1. */
  compound: number;
}

export interface BlockToxicity {
  blockId: string;
  /** One value per sentence, in order. */
  toxicity: number[];
  sentences: SentenceToxicity[];
}

export interface DocumentToxicity {
  /** Mean sentence toxicity, 0–100, one decimal; 0 without sentences. */
  toxicity: number;
  /** The most toxic sentence's score. */
  peak: number;
  /** The document is as toxic as its worst sentence: the label of `peak`. */
  label: ToxicityLabel;
  sentences: number;
  /** Sentences per label. */
  counts: Record<ToxicityLabel, number>;
}

export interface ToxicityResult {
  blocks: Record<string, BlockToxicity>;
  document: DocumentToxicity;
}

export type FactsLabel = "More Emotions" | "More Facts" | "Balanced";

export interface SentenceFacts extends SentencePlace {
  factual: number;
  emotional: number;
}

export interface BlockFacts {
  blockId: string;
  sentences: SentenceFacts[];
  /** Signals summed over the block's sentences. */
  factual: number;
  emotional: number;
}

export interface DocumentFacts {
  /** Share of all signals that are emotional, whole per cent; with `factual` it sums to 100 (both 0 when there are no signals). */
  emotional: number;
  factual: number;
  label: FactsLabel;
  /** Signal counts behind the percentages. */
  emotionalSignals: number;
  factualSignals: number;
}

export interface FactsResult {
  blocks: Record<string, BlockFacts>;
  document: DocumentFacts;
}
