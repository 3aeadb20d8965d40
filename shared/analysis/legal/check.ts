import { keepLegalFinding } from "../../rules/findings";
import { segmentSentences } from "../segment";
import { DEFAULT_CHECK_SETTINGS, type AnalysisBlock, type CheckSettings } from "../types";
import type { LegalFinding, LegalRule, RuleContext } from "./rule";
import { LEGAL_RULES } from "./rules";

/** Names a contract gives itself; "this Agreement" (capitalised, so defined) makes "herein" → "in this Agreement". */
const SELF_NAME = /\b[Tt]his\s+(Agreement|Contract|Lease|Deed|Licence|License|Policy|Will|Guarantee|Addendum|Amendment)\b/g;

/** The name the document uses most for itself, or null when it never uses one. */
export const documentNounOf = (blocks: readonly AnalysisBlock[]): string | null => {
  const counts = new Map<string, number>();
  for (const block of blocks) {
    for (const match of block.text.matchAll(SELF_NAME)) {
      const noun = match[1] ?? "";
      counts.set(noun, (counts.get(noun) ?? 0) + 1);
    }
  }
  let best: string | null = null;
  let bestCount = 0;
  counts.forEach((count, noun) => {
    if (count > bestCount) {
      best = noun;
      bestCount = count;
    }
  });
  return best;
};

/**
 * Runs the plain-legal-English rules over every sentence of every block. Findings carry the block id, the sentence
 * index from the segmenter and exact offsets into the block text, sorted by position; the same span reported twice
 * by one rule is kept once.
 */
export const checkLegal = (
  blocks: readonly AnalysisBlock[],
  settings: CheckSettings = DEFAULT_CHECK_SETTINGS,
  rules: readonly LegalRule[] = LEGAL_RULES,
): LegalFinding[] => {
  const context: RuleContext = { dialect: settings.dialect, documentNoun: documentNounOf(blocks) };
  const findings: LegalFinding[] = [];
  for (const block of blocks) {
    const blockFindings: LegalFinding[] = [];
    for (const sentence of segmentSentences(block.text)) {
      for (const rule of rules) {
        for (const match of rule.find(sentence.text, context)) {
          const start = sentence.start + match.start;
          const end = sentence.start + match.end;
          if (end <= start || blockFindings.some((other) => other.ruleId === rule.id && other.start === start && other.end === end)) {
            continue;
          }
          const text = block.text.slice(start, end);
          blockFindings.push({
            blockId: block.id,
            sentenceIndex: sentence.index,
            start,
            end,
            text,
            errorType: rule.errorType,
            originalText: text,
            correctedText: match.correctedText,
            message: match.message ?? rule.message,
            ruleId: rule.id,
          });
        }
      }
    }
    blockFindings.sort((a, b) => a.start - b.start || b.end - a.end);
    findings.push(...blockFindings.filter(keepLegalFinding));
  }
  return findings;
};
