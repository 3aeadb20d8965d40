import { checkOffensive } from "../offensive";
import { segmentSentences } from "../segment";
import type { AnalysisBlock } from "../types";
import { findInsults } from "./insults";
import { sentenceCompound } from "./polarity";
import type { BlockToxicity, DocumentToxicity, SentenceToxicity, ToxicityLabel, ToxicityResult } from "./types";

/**
 * Toxicity of a sentence, 0–100, from three signals combined as independent chances (noisy-OR):
 *
 *   p_offensive = 1 − 0.6^w          w offensive words (checkOffensive): 1 → 0.40, 2 → 0.64, 3 → 0.78
 *   p_insult    = 1 − 0.4^i          i insults aimed at a person (findInsults): 1 → 0.60, 2 → 0.84
 *   p_tone      = 0.35 × (−0.6 − c) / 0.4 when VADER's compound c < −0.6, else 0    (0 → 0.35 at c = −1)
 *   toxicity    = 100 × (1 − (1 − p_offensive)(1 − p_insult)(1 − p_tone))
 *
 * So a lone swear word is mildly toxic (40), an insult is toxic (60), both are highly toxic (76+),
 * and a harsh tone alone never goes past mildly toxic (at most 35): negativity without a target or
 * an offensive word is not abuse.
 */
const TONE_THRESHOLD = -0.6;

export const toxicityOf = (offensiveWords: number, insults: number, compound: number): number => {
  const offensive = 1 - 0.6 ** offensiveWords;
  const insult = 1 - 0.4 ** insults;
  const tone = compound < TONE_THRESHOLD ? (0.35 * (TONE_THRESHOLD - compound)) / 0.4 : 0;
  return 100 * (1 - (1 - offensive) * (1 - insult) * (1 - tone));
};

/** Labels: under 25 not toxic, under 50 mildly toxic, under 75 toxic, else highly toxic. */
export const toxicityLabel = (toxicity: number): ToxicityLabel =>
  toxicity >= 75 ? "Highly toxic" : toxicity >= 50 ? "Toxic" : toxicity >= 25 ? "Mildly toxic" : "Not toxic";

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** Toxicity of each sentence of one block. */
export const blockToxicity = (block: AnalysisBlock): BlockToxicity => {
  // Insults aimed at people (checkOffensive's medium severity) are counted by findInsults, not twice.
  const findings = checkOffensive([block]).findings.filter((finding) => finding.severity !== "medium");
  const sentences: SentenceToxicity[] = segmentSentences(block.text).map((sentence) => {
    const offensiveWords = findings.filter((finding) => finding.sentenceIndex === sentence.index).map((finding) => finding.text);
    const insults = findInsults(sentence.text).map((insult) => ({
      start: sentence.start + insult.start,
      end: sentence.start + insult.end,
      text: insult.text,
    }));
    const compound = /[\p{L}\p{N}]/u.test(sentence.text) ? sentenceCompound(sentence.text) : 0;
    const toxicity = oneDecimal(toxicityOf(offensiveWords.length, insults.length, compound));
    return {
      index: sentence.index,
      start: sentence.start,
      end: sentence.end,
      toxicity,
      label: toxicityLabel(toxicity),
      offensiveWords,
      insults,
      compound,
    };
  });
  return { blockId: block.id, toxicity: sentences.map((sentence) => sentence.toxicity), sentences };
};

/** The document: mean and peak sentence toxicity; its label is the peak's (a document is as toxic as its worst sentence). */
export const aggregateToxicity = (blocks: readonly BlockToxicity[]): DocumentToxicity => {
  const sentences = blocks.flatMap((block) => block.sentences);
  const total = sentences.reduce((sum, sentence) => sum + sentence.toxicity, 0);
  const peak = sentences.reduce((max, sentence) => Math.max(max, sentence.toxicity), 0);
  const count = (label: ToxicityLabel) => sentences.filter((sentence) => sentence.label === label).length;
  return {
    toxicity: sentences.length === 0 ? 0 : oneDecimal(total / sentences.length),
    peak,
    label: toxicityLabel(peak),
    sentences: sentences.length,
    counts: {
      "Not toxic": count("Not toxic"),
      "Mildly toxic": count("Mildly toxic"),
      Toxic: count("Toxic"),
      "Highly toxic": count("Highly toxic"),
    },
  };
};

/** Toxicity of every block, keyed by block id, and of the document. */
export const scoreToxicity = (blocks: readonly AnalysisBlock[]): ToxicityResult => {
  const results = blocks.map(blockToxicity);
  return { blocks: Object.fromEntries(results.map((result) => [result.blockId, result])), document: aggregateToxicity(results) };
};
