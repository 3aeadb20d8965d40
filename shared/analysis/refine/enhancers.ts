import { segmentSentences, sentenceIndexAt } from "../segment";
import type { AnalysisBlock } from "../types";
import { findNominalSpans, verbsForNominal } from "./enhancer-nominal";
import type { EnhancerCandidate, EnhancerKind, Enhancement } from "./enhancer-types";
import { findVerbAdverbSpans, strongVerbsFor } from "./enhancer-verb-adverb";
import { tagTokens } from "./tagger";
import type { Thesaurus } from "./thesaurus";

/**
 * Enhancers (spec 3 §2.4): strong verbs for weak wordings. Two patterns: a verb with a manner
 * adverb ("walked slowly" → "ambled", "said loudly" → "shouted") and a light verb with an action
 * noun ("made a decision" → "decided", "gave an explanation of" → "explained"). Each candidate
 * gives the exact span to replace and the rewritten text.
 */
export const enhancers = async (block: AnalysisBlock, thesaurus: Thesaurus): Promise<EnhancerCandidate[]> => {
  const tokens = tagTokens(block.text);
  const sentences = segmentSentences(block.text);
  const found: Array<Promise<{ kind: EnhancerKind; start: number; end: number; enhancers: Enhancement[] }>> = [
    ...findVerbAdverbSpans(block.text, tokens).map(async (span) => ({
      kind: "verbAdverb" as const,
      start: span.start,
      end: span.end,
      enhancers: await strongVerbsFor(thesaurus, span, tokens),
    })),
    ...findNominalSpans(tokens).map(async (span) => ({
      kind: "nominalisation" as const,
      start: span.start,
      end: span.end,
      enhancers: await verbsForNominal(thesaurus, span, tokens),
    })),
  ];
  const candidates = (await Promise.all(found)).filter((candidate) => candidate.enhancers.length > 0).sort((a, b) => a.start - b.start);
  // Spans never overlap: the earlier one wins ("made a decision quickly" is one nominalisation, not also a verb + adverb).
  const kept: typeof candidates = [];
  for (const candidate of candidates) {
    if ((kept.at(-1)?.end ?? 0) <= candidate.start) {
      kept.push(candidate);
    }
  }
  return kept.map((candidate) => ({
    blockId: block.id,
    sentenceIndex: sentenceIndexAt(sentences, candidate.start),
    start: candidate.start,
    end: candidate.end,
    candidate: block.text.slice(candidate.start, candidate.end),
    kind: candidate.kind,
    enhancers: candidate.enhancers,
  }));
};
