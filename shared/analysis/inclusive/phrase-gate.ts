import { EQUALITY_PHRASES } from "./equality-phrases.data";

/**
 * A fast test of whether retext-equality could find anything in a text: parsing a text into a
 * syntax tree and searching it is nearly all of the inclusive check's time, and in ordinary prose
 * only a few sentences in a hundred hold one of the phrases it looks for (once the low-sensitivity
 * ones are ignored).
 *
 * The test errs on the side of "could": retext-equality compares whole words with hyphens and
 * apostrophes removed (nlcst-normalize), lower-cased unless the phrase has capitals. Here a phrase is
 * a candidate when every run of letters or digits in its words is among the text's runs, taken in
 * every way retext's words could split: hyphens and apostrophes removed or kept as separators, dots
 * inside a word ("A.D.D.") removed or kept, and runs also split where letters meet digits.
 * Written here because retext offers no cheaper way to ask, and the pattern list is not exported.
 */

const RUN = /[\p{L}\p{N}]+/gu;
const LETTERS_OR_DIGITS = /\p{L}+|\p{N}+/gu;
const HAS_DIGIT = /\p{N}/u;
const JOINERS = /['’‘-]/g;
const INNER_DOT = /(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu;

/** The runs every match of a phrase word must contain. */
const wordRuns = (word: string): string[] => word.replace(JOINERS, "").replace(INNER_DOT, "").match(RUN) ?? [];

/** The runs every match of a phrase must contain (the `*` wildcard matches any word, so it adds none). */
const requiredRuns = (phrase: string): string[] => {
  const exact = phrase !== phrase.toLowerCase();
  return phrase
    .split(" ")
    .filter((word) => word !== "*")
    .flatMap((word) => wordRuns(exact ? word : word.toLowerCase()));
};

/** A word with whatever joins its parts: runs of letters or digits linked by hyphens, apostrophes or single dots. */
const COMPOUND = /[\p{L}\p{N}]+(?:(?:['’‘-]+|\.)[\p{L}\p{N}]+)*/gu;
const LINKED = /['’‘.-]/;

/** The runs of one compound word in each way its parts could be joined or split. */
const addCompoundRuns = (compound: string, runs: Set<string>) => {
  const withoutJoiners = compound.replace(JOINERS, "");
  for (const variant of [compound, withoutJoiners, compound.replace(INNER_DOT, ""), withoutJoiners.replace(INNER_DOT, "")]) {
    for (const run of variant.match(RUN) ?? []) {
      runs.add(run);
    }
  }
};

/** The text's runs of letters and digits in every split retext's words could have: as written, and lower-cased. */
export const textRuns = (text: string): { exact: Set<string>; lower: Set<string> } => {
  const exact = new Set<string>();
  const lower = new Set<string>();
  const add = (run: string) => {
    exact.add(run);
    lower.add(run.toLowerCase());
    if (HAS_DIGIT.test(run)) {
      for (const part of run.match(LETTERS_OR_DIGITS) ?? []) {
        exact.add(part);
        lower.add(part.toLowerCase());
      }
    }
  };
  for (const [compound] of text.matchAll(COMPOUND)) {
    if (!LINKED.test(compound)) {
      add(compound);
      continue;
    }
    const runs = new Set<string>();
    addCompoundRuns(compound, runs);
    runs.forEach(add);
  }
  return { exact, lower };
};

/** Whether retext-equality could find something in a text. */
export type PhraseGate = (text: string) => boolean;

/** A gate for retext-equality run with `ignore` (the phrases it skips). */
export const createPhraseGate = (ignore: readonly string[]): PhraseGate => {
  const skipped = new Set(ignore);
  // The phrases looked for, each as its required runs, indexed by its first run.
  const byFirstRun = new Map<string, Array<{ runs: string[]; exact: boolean }>>();
  for (const phrase of EQUALITY_PHRASES) {
    if (skipped.has(phrase)) {
      continue;
    }
    const runs = requiredRuns(phrase);
    const first = runs[0];
    if (first === undefined) {
      // Nothing to look for first: every text could match.
      return () => true;
    }
    const key = first.toLowerCase();
    const list = byFirstRun.get(key) ?? [];
    list.push({ runs, exact: phrase !== phrase.toLowerCase() });
    byFirstRun.set(key, list);
  }
  return (text) => {
    const runs = textRuns(text);
    for (const run of runs.lower) {
      if (byFirstRun.get(run)?.some((phrase) => phrase.runs.every((part) => (phrase.exact ? runs.exact : runs.lower).has(part)))) {
        return true;
      }
    }
    return false;
  };
};
