import { lintWithRetext } from "../grammar/retext";

/**
 * Plainer words: the grammar pane's curated retext-simplify lens (shared/analysis/grammar/retext.ts
 * keeps only its drop-in replacements: "utilize" → "use", "in order to" → "to", "prior to" →
 * "before"), applied with the first suggestion each.
 *
 * A retext run costs about 0.35 ms before it reads a word, so the sentences are checked in one run,
 * as paragraphs of one text, and the findings handed back to their sentences.
 */

const SEPARATOR = "\n\n";

interface Replacement {
  start: number;
  end: number;
  text: string;
}

/** `text` with non-overlapping replacements applied (the first of two overlapping ones wins). */
const applyReplacements = (text: string, replacements: readonly Replacement[]): string => {
  let result = text;
  let lastStart = Infinity;
  for (const replacement of [...replacements].sort((a, b) => b.start - a.start || a.end - b.end)) {
    if (replacement.end > lastStart) {
      continue;
    }
    result = result.slice(0, replacement.start) + replacement.text + result.slice(replacement.end);
    lastStart = replacement.start;
  }
  return result;
};

/** Each sentence with its complex words replaced. */
export const replaceComplexWordsInEach = (sentences: readonly string[]): string[] => {
  if (sentences.length === 0) {
    return [];
  }
  const findings = lintWithRetext(sentences.join(SEPARATOR), ["simplify"]);
  let offset = 0;
  return sentences.map((sentence) => {
    const start = offset;
    offset += sentence.length + SEPARATOR.length;
    const replacements: Replacement[] = [];
    for (const finding of findings) {
      const text = finding.replacements[0];
      if (text !== undefined && finding.start >= start && finding.end <= start + sentence.length) {
        replacements.push({ start: finding.start - start, end: finding.end - start, text });
      }
    }
    return applyReplacements(sentence, replacements);
  });
};

/** One sentence with its complex words replaced. */
export const replaceComplexWords = (sentence: string): string => replaceComplexWordsInEach([sentence])[0] ?? sentence;
