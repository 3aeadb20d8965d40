import { checkGrammar, type GrammarIssue } from "../grammar";
import type { Dialect } from "../types";
import type { TextFacts } from "./text-facts";
import { sentenceAround } from "./text-facts";
import { clamp01, oneDecimal, type DetailItem, type ScoredPart } from "./types";

/**
 * Grammar out of 20 from Wordloom's grammar check (Harper, the retext lenses and Wordloom's rules),
 * by findings per 100 words. Spelling and punctuation slips count half a grammar error; style
 * suggestions do not count.
 *
 *   rate  = 100 × (grammar + ½ spelling + ½ punctuation) / words
 *   score = 20 × (1 − ln(1 + rate) / ln(1 + 20))        (0 at 20 weighted errors per 100 words)
 *
 * A text under 30 words shows too little to judge: the score is scaled by words / 30.
 * (The logarithm and the half weights were chosen on the ELLIPSE dev half: dev-tuned.)
 */
export const GRAMMAR_MAX = 20;
const ZERO_AT_RATE = 20;
const MIN_WORDS_FOR_FULL_SCORE = 30;
const SHOWN_FINDINGS = 12;

const WEIGHTS: Record<string, number> = { grammar: 1, spelling: 0.5, punctuation: 0.5 };

/**
 * `knownWords`: the words of the exercise (topic, task, source), lower-cased. A "misspelling" of a
 * word the exercise itself uses (a name such as "Ebbinghaus") is not the learner's mistake.
 */
export const grammarScore = async (
  facts: TextFacts,
  dialect: Dialect,
  knownWords: ReadonlySet<string> = new Set(),
): Promise<{ part: ScoredPart; issues: GrammarIssue[] }> => {
  const words = facts.words.length;
  if (words === 0) {
    return { part: { score: 0, max: GRAMMAR_MAX, details: { summary: "There is no text to check.", items: [] } }, issues: [] };
  }
  const issues = (await checkGrammar(facts.blocks, { dialect })).filter(
    (issue) => issue.kind !== "style" && !(issue.kind === "spelling" && knownWords.has(issue.text.toLowerCase())),
  );
  const weighted = issues.reduce((sum, issue) => sum + (WEIGHTS[issue.kind] ?? 0), 0);
  const rate = (100 * weighted) / words;
  const confidence = Math.min(1, words / MIN_WORDS_FOR_FULL_SCORE);
  const score = oneDecimal(GRAMMAR_MAX * clamp01(1 - Math.log1p(rate) / Math.log1p(ZERO_AT_RATE)) * confidence);
  const counts = (kind: string) => issues.filter((issue) => issue.kind === kind).length;
  const blockText = new Map(facts.blocks.map((block) => [block.id, block.text]));
  const items: DetailItem[] = issues.slice(0, SHOWN_FINDINGS).map((issue) => ({
    label: issue.issueType || issue.shortMessage || issue.kind,
    sentence: sentenceAround(blockText.get(issue.blockId) ?? "", issue.start),
    note: `“${issue.text}”: ${issue.message}${issue.replacements[0] !== undefined ? ` Try “${issue.replacements[0]}”.` : ""}`,
    points: null,
  }));
  const summary =
    issues.length === 0
      ? `No grammar, spelling or punctuation findings in ${words} words.`
      : `${counts("grammar")} grammar, ${counts("spelling")} spelling and ${counts("punctuation")} punctuation findings in ${words} words ` +
        `(${oneDecimal(rate)} weighted per 100 words).${confidence < 1 ? ` Short texts are scored on ${Math.round(confidence * 100)}% of the marks.` : ""}`;
  if (issues.length > SHOWN_FINDINGS) {
    items.push({ label: "More", sentence: null, note: `${issues.length - SHOWN_FINDINGS} more findings not shown.`, points: null });
  }
  return { part: { score, max: GRAMMAR_MAX, details: { summary, items } }, issues };
};
