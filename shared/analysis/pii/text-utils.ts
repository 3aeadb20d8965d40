/** Small helpers shared by the PII detectors. */

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Whether the character at `index` is a letter or digit (false outside the text). */
export const isWordCharAt = (text: string, index: number): boolean =>
  index >= 0 && index < text.length && WORD_CHAR.test(text[index] ?? "");

/** The digits of a string, in order. */
export const digitsOf = (value: string): string => value.replace(/\D/g, "");

/**
 * One global copy per pattern, compiled once: building a RegExp from a long Unicode-property source
 * on every call (per paragraph, per name chunk) was most of the name detector's own time.
 */
const globalCopies = new WeakMap<RegExp, RegExp>();
const globalCopyOf = (pattern: RegExp): RegExp => {
  let copy = globalCopies.get(pattern);
  if (!copy) {
    copy = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
    globalCopies.set(pattern, copy);
  }
  return copy;
};

/** Every match of a global regular expression, with its start and end offsets. */
export const matchAll = (text: string, pattern: RegExp): Array<{ start: number; end: number; match: RegExpExecArray }> => {
  const found: Array<{ start: number; end: number; match: RegExpExecArray }> = [];
  const regex = globalCopyOf(pattern);
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    if (match[0].length === 0) {
      regex.lastIndex += 1;
      continue;
    }
    found.push({ start: match.index, end: match.index + match[0].length, match });
  }
  return found;
};

/** The text up to `chars` characters before `start`, lower-cased (for context-word checks). */
export const before = (text: string, start: number, chars: number): string => text.slice(Math.max(0, start - chars), start).toLowerCase();

/** The text up to `chars` characters after `end`, lower-cased. */
export const after = (text: string, end: number, chars: number): string => text.slice(end, end + chars).toLowerCase();

/** Trailing punctuation that ends a sentence rather than the entity ("see example.com." → "example.com"). */
export const trimTrailingPunctuation = (text: string, start: number, end: number): number => {
  let stop = end;
  while (stop > start && /[.,;:!?'"’”]/.test(text[stop - 1] ?? "")) {
    stop -= 1;
  }
  // An unbalanced closing bracket belongs to the prose: "(see https://x.org/a)".
  const value = text.slice(start, stop);
  if (value.endsWith(")") && (value.match(/\(/g) ?? []).length < (value.match(/\)/g) ?? []).length) {
    stop -= 1;
  }
  return stop;
};
