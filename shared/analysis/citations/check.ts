import { segmentSentences } from "../segment";
import type { AnalysisBlock } from "../types";
import type { CitationNeed, FeatureHit } from "./feature";
import { keepCitationNeed } from "../../rules/findings";
import { CLAIM_FEATURES, DAMPERS, type WeightedFeature } from "./weights";

export interface SentenceScore {
  probability: number;
  claims: FeatureHit[];
  dampers: FeatureHit[];
}

const round = (value: number): number => Math.round(value * 100) / 100;

/** Scores one sentence: noisy-OR of the claim features present, times every damper present (weights.ts). */
export const scoreSentence = (sentence: string): SentenceScore => {
  const found = new Map<string, FeatureHit & Omit<WeightedFeature, "feature">>();
  for (const { feature, ...weighting } of CLAIM_FEATURES) {
    const evidence = feature.detect(sentence);
    if (evidence !== null) {
      found.set(feature.id, { id: feature.id, label: feature.label, evidence, ...weighting });
    }
  }
  const claims = [...found.values()].filter(
    (hit) => (!hit.requires || hit.requires.some((id) => found.has(id))) && !hit.excludedBy?.some((id) => found.has(id)),
  );
  let probability = 1 - claims.reduce((keep, hit) => keep * (1 - hit.weight), 1);
  const dampers: FeatureHit[] = [];
  for (const { feature, factor } of DAMPERS) {
    const evidence = feature.detect(sentence);
    if (evidence !== null) {
      dampers.push({ id: feature.id, label: feature.label, evidence });
      probability *= factor;
    }
  }
  return { probability: round(probability), claims: claims.map(({ id, label, evidence }) => ({ id, label, evidence })), dampers };
};

/** Sentences that make checkable claims without attribution, with their probability and reasons. */
export const findCitationNeeds = (blocks: readonly AnalysisBlock[]): CitationNeed[] => {
  const needs: CitationNeed[] = [];
  for (const block of blocks) {
    for (const sentence of segmentSentences(block.text)) {
      const score = scoreSentence(sentence.text);
      if (score.claims.length === 0) {
        continue;
      }
      const need: CitationNeed = {
        blockId: block.id,
        sentenceIndex: sentence.index,
        start: sentence.start,
        end: sentence.end,
        text: block.text.slice(sentence.start, sentence.end),
        textSegment: block.text.slice(sentence.start, sentence.end),
        probability: score.probability,
        reasons: [
          ...score.claims.map((hit) => `${hit.label}: “${hit.evidence}”`),
          ...score.dampers.map((hit) => `${hit.label}: “${hit.evidence}”`),
        ],
      };
      if (keepCitationNeed(need)) {
        needs.push(need);
      }
    }
  }
  return needs;
};
