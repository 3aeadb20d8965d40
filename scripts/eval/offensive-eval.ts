// The offensive-language check on Wordloom's own labelled sentences (./offensive-labelled.ts):
// per group, the share of expected words caught (with the expected severity) and, over every
// sentence, the words flagged that were not expected (false flags).
import { checkOffensive } from "../../shared/analysis/offensive/index";
import { OFFENSIVE_GROUPS, type LabelledSentence } from "./offensive-labelled";

export interface OffensiveGroupFigures {
  group: string;
  sentences: number;
  expected: number;
  caught: number;
  rightSeverity: number;
  falseFlags: number;
  /** Sentences with no expected word that got a flag anyway. */
  cleanFlagged: number;
  misses: string[];
  falseFlagWords: string[];
}

const flaggedIn = (sentence: LabelledSentence) =>
  checkOffensive([{ id: "s", text: sentence.text }]).findings.map((finding) => ({ word: finding.text, severity: finding.severity }));

export const evaluateOffensive = (): OffensiveGroupFigures[] =>
  Object.entries(OFFENSIVE_GROUPS).map(([group, sentences]) => {
    const figures: OffensiveGroupFigures = {
      group,
      sentences: sentences.length,
      expected: 0,
      caught: 0,
      rightSeverity: 0,
      falseFlags: 0,
      cleanFlagged: 0,
      misses: [],
      falseFlagWords: [],
    };
    for (const sentence of sentences) {
      const flagged = flaggedIn(sentence);
      figures.expected += sentence.expected.length;
      for (const expected of sentence.expected) {
        const hit = flagged.find((found) => found.word.toLowerCase() === expected.word.toLowerCase());
        if (hit) {
          figures.caught += 1;
          figures.rightSeverity += Number(hit.severity === expected.severity);
        } else {
          figures.misses.push(`${expected.word} — ${sentence.text}`);
        }
      }
      const extra = flagged.filter(
        (found) => !sentence.expected.some((expected) => expected.word.toLowerCase() === found.word.toLowerCase()),
      );
      figures.falseFlags += extra.length;
      figures.falseFlagWords.push(...extra.map((found) => `${found.word} — ${sentence.text}`));
      if (sentence.expected.length === 0 && flagged.length > 0) {
        figures.cleanFlagged += 1;
      }
    }
    return figures;
  });
