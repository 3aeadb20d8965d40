import type { SentenceSpan } from "../../types";
import type { GrammarFinding } from "../types";
import { subjectVerbAgreement } from "./agreement";
import { thanThen } from "./than-then";
import { capitalAfterComma } from "./capital-after-comma";
import { doubleDeterminer } from "./double-determiner";
import { endPunctuation } from "./end-punctuation";
import { itsIts } from "./its-its";
import { lessFewer } from "./less-fewer";
import { loseLoose } from "./lose-loose";
import { missingArticle } from "./missing-article";
import { nounNumber } from "./noun-number";
import { verbForm } from "./verb-form";
import { yourYoure } from "./your-youre";
import type { WordloomRule } from "./rule";
import { tokenize } from "./tokens";

/** Wordloom's own rules, for errors Harper misses. */
export const WORDLOOM_RULES: readonly WordloomRule[] = [
  subjectVerbAgreement,
  nounNumber,
  verbForm,
  missingArticle,
  doubleDeterminer,
  itsIts,
  yourYoure,
  loseLoose,
  lessFewer,
  thanThen,
  capitalAfterComma,
  endPunctuation,
];

/** Runs every Wordloom rule over each sentence of a block. */
export const lintWithWordloom = (
  text: string,
  sentences: readonly SentenceSpan[],
  { blockType, rules = WORDLOOM_RULES }: { blockType?: string; rules?: readonly WordloomRule[] } = {},
): GrammarFinding[] => {
  const findings: GrammarFinding[] = [];
  for (const sentence of sentences) {
    const input = {
      text,
      tokens: tokenize(text, sentence.start, sentence.end),
      isLastSentence: sentence.index === sentences.length - 1,
      ...(blockType === undefined ? {} : { blockType }),
    };
    for (const rule of rules) {
      findings.push(...rule.check(input));
    }
  }
  return findings;
};
