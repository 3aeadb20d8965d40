import type { WordloomRule } from "./rule";
import { tokenize } from "./tokens";

/** A rule's findings on one sentence, as the flagged text and its replacements (for tests). */
export const flagsOf = (rule: WordloomRule, sentence: string, blockType?: string): Array<{ word: string; replacements: string[] }> =>
  rule
    .check({ text: sentence, tokens: tokenize(sentence), isLastSentence: true, ...(blockType === undefined ? {} : { blockType }) })
    .map((finding) => ({ word: sentence.slice(finding.start, finding.end), replacements: finding.replacements }));

/** The flagged words only. */
export const wordsFlagged = (rule: WordloomRule, sentence: string, blockType?: string): string[] =>
  flagsOf(rule, sentence, blockType).map((flag) => flag.word);
