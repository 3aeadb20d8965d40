import { SIMPLIFY_KEEP } from "./simplify-phrases";

/**
 * Where each retext lens could fire in a text, so retext parses only those spans instead of every
 * block. Parsing a block into nlcst costs far more than the lenses' own checks, and on ordinary
 * prose a lens can fire in only a few places: repeated words where two neighbouring words are the
 * same, simpler wording where one of the kept phrases occurs, an article wherever "a" or "an" is.
 *
 * Each gate errs towards "could": a window is a superset of what the lens reads (the words it
 * compares plus the word before, so sentence starts are seen as in the whole text), and the
 * findings are the same as parsing the whole text (tested against whole-text parses).
 */

/**
 * Where a lens's findings may be taken from ([start, end)) and what retext must read to find them as
 * in the whole text ([contextStart, contextEnd)): a piece more on each side, because how retext
 * splits a word or a sentence depends on its neighbours ("utilisation." followed by a lower-case word
 * is not a sentence end, and retext-simplify then misses it).
 */
export interface Window {
  start: number;
  end: number;
  contextStart: number;
  contextEnd: number;
}

interface Piece {
  start: number;
  end: number;
  text: string;
}

/** Whitespace-separated pieces of the text: retext never joins two of them into one word. */
const splitPieces = (text: string): Piece[] =>
  Array.from(text.matchAll(/\S+/g), (match) => ({ start: match.index, end: match.index + match[0].length, text: match[0] }));

/**
 * The pieces of the text last asked for: each lens gates the same text in turn (article, repeated,
 * simplify), so the split is made once per text rather than once per lens.
 */
let lastPieces: { text: string; pieces: Piece[] } | undefined;
const piecesOf = (text: string): Piece[] => {
  if (lastPieces?.text !== text) {
    lastPieces = { text, pieces: splitPieces(text) };
  }
  return lastPieces.pieces;
};

const HAS_WORD = /[\p{L}\p{N}]/u;

/** The index of the nearest piece before `index` with a letter or digit (or the first piece). */
const previousWordPiece = (pieces: readonly Piece[], index: number): number => {
  let before = index - 1;
  while (before > 0 && !HAS_WORD.test(pieces[before]?.text ?? "")) {
    before -= 1;
  }
  return Math.max(0, before);
};

/**
 * The pieces from..to, read with a piece more on each side and the whitespace around those (retext
 * reads "a a. " and "a a." differently: a final "a." with nothing after it is taken for an abbreviation).
 */
const windowOver = (text: string, pieces: readonly Piece[], from: number, to: number): Window => {
  const first = Math.max(0, from);
  const last = Math.min(pieces.length - 1, to);
  return {
    start: pieces[first]?.start ?? 0,
    end: pieces[last]?.end ?? 0,
    contextStart: first - 2 >= 0 ? (pieces[first - 2]?.end ?? 0) : 0,
    contextEnd: last + 2 < pieces.length ? (pieces[last + 2]?.start ?? text.length) : text.length,
  };
};

/** Blank lines: where retext starts a new paragraph (a single line break does not end a sentence). */
const BLANK_LINE = /\n[^\S\n]*\n/g;

/**
 * The pieces from..to, read with their whole paragraph: how retext reads a sentence depends on how
 * it starts and ends ("— utilisation — a" hides the phrase from retext-simplify, "x — utilisation — a"
 * does not), and its sentence ends are its own. Repeated words and the kept phrases are rare in prose,
 * so reading their paragraphs whole costs little.
 */
const paragraphWindowOver = (text: string, blanks: readonly Window[], pieces: readonly Piece[], from: number, to: number): Window => {
  const start = pieces[Math.max(0, from)]?.start ?? 0;
  const end = pieces[Math.min(pieces.length - 1, to)]?.end ?? 0;
  // The last blank line before the span, by binary search over the text's blank lines (found once per text).
  let low = 0;
  let high = blanks.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((blanks[middle]?.end ?? 0) <= start) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  let next = low;
  while (next < blanks.length && (blanks[next]?.start ?? 0) < end) {
    next += 1;
  }
  return { start, end, contextStart: blanks[low - 1]?.end ?? 0, contextEnd: blanks[next]?.start ?? text.length };
};

/** The text's blank lines (start and end of each; the context fields unused). */
const blankLinesOf = (text: string): Window[] =>
  Array.from(text.matchAll(BLANK_LINE), (blank) => {
    const end = blank.index + blank[0].length;
    return { start: blank.index, end, contextStart: blank.index, contextEnd: end };
  });

/** "a" or "an" as a word (delimited by anything but letters and digits), found in one pass over the text. */
const ARTICLES = /(?<![\p{L}\p{N}\p{M}])an?(?![\p{L}\p{N}\p{M}])/giu;

/**
 * "a" before a word starting with one of these letters is always right for retext-indefinite-article:
 * it asks for "an" only before a vowel, a number, or a word of its "an" list ("hour", "FBI", "MBA",
 * "x-ray": f, h, l, m, n, r, s, x, i, α), so such an "a" needs no window. A quote or bracket may stand
 * between the article and the word, as retext allows.
 */
const A_IS_RIGHT = /^\s+["'“”‘’()[\]]?[bcdgjkpqtvwyz]/i;

/** retext-indefinite-article reads the article, the word after it, and whether a word precedes it in its sentence. */
const articleWindows = (text: string, pieces: readonly Piece[]): Window[] => {
  const windows: Window[] = [];
  let last = -1;
  for (const match of text.matchAll(ARTICLES)) {
    const end = match.index + match[0].length;
    if (match[0].length === 1 && A_IS_RIGHT.test(text.slice(end, end + 3))) {
      continue;
    }
    const index = pieceAt(pieces, match.index);
    if (index !== last) {
      windows.push(windowOver(text, pieces, previousWordPiece(pieces, index), index + 1));
      last = index;
    }
  }
  return windows;
};

const RUNS = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * The letters-and-digits runs of every piece, lower case ("U.S." → u, s; "a’😀-Well-known" → a, well,
 * known), from one pass over the text: runs never cross whitespace, so each lies in one piece.
 */
const runsByPiece = (text: string, pieces: readonly Piece[]): string[][] => {
  const runs: string[][] = pieces.map(() => []);
  let index = 0;
  for (const match of text.matchAll(RUNS)) {
    while (index < pieces.length - 1 && (pieces[index]?.end ?? 0) <= match.index) {
      index += 1;
    }
    runs[index]?.push(match[0].toLowerCase());
  }
  return runs;
};

/**
 * retext-repeated-words flags two equal words with only whitespace between them. Whatever retext takes
 * for a word ("U.S.", "don't", "Well-known"), two equal ones share a run of letters or digits, so two
 * neighbouring pieces that share none cannot be flagged.
 */
const repeatedWindows = (text: string, pieces: readonly Piece[]): Window[] => {
  const runs = runsByPiece(text, pieces);
  let blanks: Window[] | undefined;
  const windows: Window[] = [];
  for (let index = 0; index + 1 < pieces.length; index++) {
    const here = runs[index] ?? [];
    const next = runs[index + 1] ?? [];
    if (here.some((run) => next.includes(run))) {
      blanks ??= blankLinesOf(text);
      windows.push(paragraphWindowOver(text, blanks, pieces, index, index + 1));
    }
  }
  return windows;
};

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Any kept phrase, its words separated by anything that is not a letter or digit. */
const SIMPLIFY_PHRASE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...SIMPLIFY_KEEP].map((phrase) => phrase.split(/\s+/).map(escapeRegExp).join("[^\\p{L}\\p{N}]+")).join("|")})(?![\\p{L}\\p{N}])`,
  "giu",
);

const pieceAt = (pieces: readonly Piece[], offset: number): number => {
  let low = 0;
  let high = pieces.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((pieces[middle]?.start ?? 0) <= offset) {
      low = middle;
    } else {
      high = middle - 1;
    }
  }
  return low;
};

/** retext-simplify matches its phrases word by word; the window adds a piece on each side. */
const simplifyWindows = (text: string, pieces: readonly Piece[]): Window[] => {
  let blanks: Window[] | undefined;
  return Array.from(text.matchAll(SIMPLIFY_PHRASE), (match) => {
    blanks ??= blankLinesOf(text);
    return paragraphWindowOver(text, blanks, pieces, pieceAt(pieces, match.index), pieceAt(pieces, match.index + match[0].length - 1));
  });
};

/** Windows whose contexts overlap joined, in order. */
export const mergeWindows = (windows: readonly Window[]): Window[] => {
  const merged: Window[] = [];
  for (const window of [...windows].sort((a, b) => a.contextStart - b.contextStart)) {
    const last = merged.at(-1);
    if (last && window.contextStart <= last.contextEnd) {
      last.start = Math.min(last.start, window.start);
      last.end = Math.max(last.end, window.end);
      last.contextEnd = Math.max(last.contextEnd, window.contextEnd);
    } else {
      merged.push({ ...window });
    }
  }
  return merged;
};

export type GatedLens = "article" | "repeated" | "simplify";

/** The spans of `text` that the lens must read to find everything it would find in the whole text. */
export const lensWindows = (lens: GatedLens, text: string): Window[] => {
  const pieces = piecesOf(text);
  if (pieces.length === 0) {
    return [];
  }
  switch (lens) {
    case "article":
      return mergeWindows(articleWindows(text, pieces));
    case "repeated":
      return mergeWindows(repeatedWindows(text, pieces));
    case "simplify":
      return mergeWindows(simplifyWindows(text, pieces));
  }
};
