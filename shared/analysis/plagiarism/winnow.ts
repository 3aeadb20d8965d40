import { compareHash64, Fnv1a64, toSignedDecimal, type Hash64 } from "./hash64";
import { tokenize, type WordToken } from "./tokenize";

/**
 * Winnowing (Schleimer, Wilkerson & Aiken, SIGMOD 2003; analysis.md §10): hash every k-gram of K words, slide a
 * window of W hashes and keep each window's rightmost minimum, recording a position once. Any run of at least
 * K + W − 1 = 8 words shared by two texts yields at least one shared fingerprint; the expected density is
 * 2 / (W + 1) = 0.4 fingerprints per word.
 */
export const K = 5;
export const W = 4;
/** The guaranteed detection length in words. */
export const GUARANTEE = K + W - 1;

export interface Fingerprint {
  /** FNV-1a 64 of the k-gram (its words joined by one space), as a signed 64-bit decimal (PostgreSQL bigint). */
  hash: string;
  /** Index of the k-gram's first token. */
  position: number;
  /** UTF-16 offsets of the k-gram in the text: from its first word's start to its last word's end. */
  start: number;
  end: number;
}

/** The hash of the k-gram starting at token `first`: its words joined by single spaces. */
const kgramHash = (tokens: readonly WordToken[], first: number): Hash64 => {
  const hash = new Fnv1a64();
  for (let index = first; index < first + K; index += 1) {
    if (index > first) {
      hash.byte(0x20);
    }
    hash.text(tokens[index]?.word ?? "");
  }
  return hash.value();
};

/** Hashes of every k-gram of the tokens, in order (empty when there are fewer than K tokens). */
export const kgramHashes = (tokens: readonly WordToken[]): Hash64[] => {
  const hashes: Hash64[] = [];
  for (let first = 0; first + K <= tokens.length; first += 1) {
    hashes.push(kgramHash(tokens, first));
  }
  return hashes;
};

/**
 * Positions chosen by robust winnowing: the rightmost minimum of each window of `window` hashes, each position once
 * (positions come out increasing). A sequence shorter than one window still gives its rightmost minimum.
 */
export const winnow = (hashes: readonly Hash64[], window: number = W): number[] => {
  const selected: number[] = [];
  if (hashes.length === 0) {
    return selected;
  }
  const size = Math.min(window, hashes.length);
  let last = -1;
  for (let left = 0; left + size <= hashes.length; left += 1) {
    let min = left + size - 1;
    for (let index = min - 1; index >= left; index -= 1) {
      // Strictly smaller only: on ties the rightmost position wins.
      if (compareHash64(hashes[index] as Hash64, hashes[min] as Hash64) < 0) {
        min = index;
      }
    }
    if (min !== last) {
      selected.push(min);
      last = min;
    }
  }
  return selected;
};

/** The winnowed fingerprints of `text`. */
export const fingerprints = (text: string): Fingerprint[] => {
  const tokens = tokenize(text);
  const hashes = kgramHashes(tokens);
  return winnow(hashes).map((position) => ({
    hash: toSignedDecimal(hashes[position] as Hash64),
    position,
    start: (tokens[position] as WordToken).start,
    end: (tokens[position + K - 1] as WordToken).end,
  }));
};
