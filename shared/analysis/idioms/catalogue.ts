import { CLICHES } from "./cliches.data";
import { IDIOMS } from "./idioms.data";
import { anchorWord, compilePhrase } from "./pattern";
import type { IdiomEntry } from "./types";
import { allForms } from "./verb-form";

/** An idiom or cliché to find in text; its pattern is compiled on first use. */
export interface Detector {
  source: string;
  compiled?: RegExp;
  /** The idiom entry, or null for a cliché that is not in the curated list. */
  idiom: IdiomEntry | null;
  /** The canonical phrase. */
  phrase: string;
  isCliche: boolean;
  /** A word the sentence must contain, or null to always try. */
  anchor: string | null;
}

const firstWord = (phrase: string): string => (phrase.split(" ")[0] ?? "").toLowerCase();

const buildDetectors = (): Detector[] => {
  const detectors: Detector[] = IDIOMS.map((idiom) => {
    const compiled = compilePhrase(idiom.idiom, {
      headForms: idiom.kind === "verb" ? allForms(firstWord(idiom.idiom)) : undefined,
      looseArticle: true,
    });
    return { source: compiled.source, idiom, phrase: idiom.idiom, isCliche: idiom.isCliche, anchor: anchorWord(compiled.fixedWords) };
  });
  for (const cliche of CLICHES) {
    const compiled = compilePhrase(cliche.phrase, { headForms: cliche.verb ? allForms(cliche.verb) : undefined });
    detectors.push({
      source: compiled.source,
      idiom: null,
      phrase: cliche.phrase,
      isCliche: true,
      anchor: anchorWord(compiled.fixedWords),
    });
  }
  return detectors;
};

/** The detector's pattern, compiled the first time a sentence holds its anchor word. */
export const patternOf = (detector: Detector): RegExp => {
  detector.compiled ??= new RegExp(detector.source, "gi");
  return detector.compiled;
};

let detectorIndex: { byAnchor: Map<string, Detector[]>; unanchored: Detector[] } | undefined;

/** Detectors by anchor word, built on first use (about 1,300 of them). */
export const detectors = (): { byAnchor: Map<string, Detector[]>; unanchored: Detector[] } => {
  if (!detectorIndex) {
    const byAnchor = new Map<string, Detector[]>();
    const unanchored: Detector[] = [];
    for (const detector of buildDetectors()) {
      if (detector.anchor === null) {
        unanchored.push(detector);
      } else {
        byAnchor.set(detector.anchor, [...(byAnchor.get(detector.anchor) ?? []), detector]);
      }
    }
    detectorIndex = { byAnchor, unanchored };
  }
  return detectorIndex;
};
