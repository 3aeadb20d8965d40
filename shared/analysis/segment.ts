import type { SentenceSpan } from "./types";

/**
 * Splits a block into sentences with exact offsets. Intl.Segmenter proposes boundaries; merge
 * rules undo the ones it gets wrong in English prose: abbreviations ("Dr.", "e.g.", "U.S."),
 * initials ("J. R. R. Tolkien"), decimals and numbered references ("No. 5", "s. 12"), legal
 * citations ("v.", "Inc.", "§ 2."), and closing quotes or brackets after the full stop stay with
 * their sentence.
 */

const ABBREVIATIONS = new Set(
  [
    "mr",
    "mrs",
    "ms",
    "dr",
    "prof",
    "sr",
    "jr",
    "st",
    "mt",
    "rev",
    "gen",
    "col",
    "lt",
    "sgt",
    "capt",
    "gov",
    "sen",
    "rep",
    "e.g",
    "i.e",
    "etc",
    "vs",
    "v",
    "cf",
    "al",
    "approx",
    "dept",
    "est",
    "fig",
    "figs",
    "no",
    "nos",
    "vol",
    "vols",
    "p",
    "pp",
    "ch",
    "sec",
    "s",
    "ss",
    "para",
    "paras",
    "art",
    "cl",
    "ed",
    "eds",
    "inc",
    "ltd",
    "co",
    "corp",
    "plc",
    "llc",
    "bros",
    "jan",
    "feb",
    "mar",
    "apr",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
    "mon",
    "tue",
    "tues",
    "wed",
    "thu",
    "thur",
    "thurs",
    "fri",
    "sat",
    "sun",
    "u.s",
    "u.k",
    "u.s.a",
    "a.m",
    "p.m",
    "ph.d",
    "b.a",
    "m.a",
    "b.sc",
    "m.sc",
    "op",
    "cit",
    "ibid",
    "id",
    "supp",
    "cir",
    "app",
    "ct",
  ].map((word) => word.toLowerCase()),
);

/** Abbreviations that can also end a sentence as they are, or that are ordinary English words. */
const SENTENCE_FINAL_ABBREVIATIONS = new Set([
  "etc",
  "inc",
  "ltd",
  "co",
  "corp",
  "plc",
  "llc",
  "al",
  "sun",
  "sat",
  "wed",
  "mar",
  "dec",
  "art",
  "no",
  "fig",
  "est",
  "gen",
  "rep",
  "sen",
  "ed",
  "app",
  "id",
  "op",
  "col",
  "sec",
  "cl",
  "ch",
  "cit",
]);

const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/** The word (with inner dots) that ends right before a full stop at `dot`. */
const wordBeforeDot = (text: string, dot: number): string => {
  let start = dot;
  while (start > 0 && /[\p{L}\p{N}.]/u.test(text[start - 1] ?? "")) {
    start -= 1;
  }
  return text.slice(start, dot).replace(/^\.+/, "");
};

/** Whether the boundary Intl.Segmenter put at `boundary` should be undone. */
const shouldMerge = (text: string, boundary: number): boolean => {
  const before = text.slice(0, boundary).trimEnd();
  const after = text.slice(boundary);
  if (!before.endsWith(".")) {
    return false;
  }
  const word = wordBeforeDot(before, before.length - 1);
  const next = after.trimStart();
  if (!next) {
    return false;
  }
  // Initials: a single capital letter ("J. Smith"), but not the pronoun "I." at a sentence end.
  if (/^\p{Lu}$/u.test(word) && word !== "I") {
    return true;
  }
  if (ABBREVIATIONS.has(word.toLowerCase())) {
    // "etc." and "Inc." may end a sentence, and "sun", "art" or "no" are also plain words ("…the
    // sun. The…"): merge only when a lower-case word or a number follows.
    if (SENTENCE_FINAL_ABBREVIATIONS.has(word.toLowerCase())) {
      return /^[\p{Ll}\p{N}(]/u.test(next);
    }
    return true;
  }
  // Dotted acronyms ("U.N.", "a.k.a.") and numbered references continue the sentence.
  if (/^(\p{L}\.)+\p{L}$/u.test(word)) {
    return /^[\p{Ll}\p{N}]/u.test(next);
  }
  // A lower-case continuation after a dot is rarely a new sentence ("approx. two", "pp. iv").
  return /^\p{Ll}/u.test(next) && !/^\p{Lu}/u.test(word);
};

/** Sentences of one block, in order, with offsets into the block text (surrounding spaces trimmed). */
export const segmentSentences = (text: string): SentenceSpan[] => {
  const boundaries: number[] = [];
  for (const segment of segmenter.segment(text)) {
    if (segment.index > 0) {
      boundaries.push(segment.index);
    }
  }
  const cuts = boundaries.filter((boundary) => !shouldMerge(text, boundary));
  const spans: SentenceSpan[] = [];
  let start = 0;
  for (const end of [...cuts, text.length]) {
    const raw = text.slice(start, end);
    const leading = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) {
      const spanStart = start + leading;
      spans.push({ index: spans.length, start: spanStart, end: spanStart + trimmed.length, text: trimmed });
    }
    start = end;
  }
  return spans;
};

/** The index of the sentence holding offset `position` (the last sentence starting at or before it). */
export const sentenceIndexAt = (sentences: readonly SentenceSpan[], position: number): number => {
  let found = 0;
  for (const sentence of sentences) {
    if (sentence.start <= position) {
      found = sentence.index;
    } else {
      break;
    }
  }
  return found;
};
