import { wordsOf } from "../quality";
import { contentScore } from "./content-score";
import { expressionScore } from "./expression-score";
import { grammarScore } from "./grammar-score";
import { textFacts } from "./text-facts";
import { ASSESSMENT_ENGINE, oneDecimal, type AssessmentInput, type AssessmentResult, type ScoredPart } from "./types";

/**
 * The assessment of a writing exercise (spec document 3 §3, §9): grammar /20, content /30 and
 * expression /50 (creative, engaging, credible, clarity, originality, /10 each), each with the
 * sentences and findings behind it, and the delay penalty (credits) when the extension was taken.
 * Wordloom's own engines only, offline and deterministic: the same input gives the same scores.
 * The overall score is grammar + content + expression (out of 100).
 */
export const assessWriting = async (input: AssessmentInput): Promise<AssessmentResult> => {
  const facts = textFacts(input.text);
  const knownWords = new Set(wordsOf(`${input.topic} ${input.task} ${input.source}`).map((word) => word.toLowerCase()));
  const { part: grammar } = await grammarScore(facts, input.dialect ?? "en-US", knownWords);
  const { part: content, intent } = contentScore(input, facts);
  const expression = expressionScore(input, facts, intent);
  const delayPenalty: ScoredPart = {
    score: input.extensionUsed ? input.delayPenalty : 0,
    max: input.delayPenalty,
    details: {
      summary: input.extensionUsed
        ? `Extra time was taken: ${input.delayPenalty} credit${input.delayPenalty === 1 ? "" : "s"} are taken from what this exercise earns.`
        : "Finished within the time allowed.",
      items: [],
    },
  };
  const expressionTotal = oneDecimal(
    expression.creative.score +
      expression.engaging.score +
      expression.credible.score +
      expression.clarity.score +
      expression.originality.score,
  );
  return {
    grammar,
    content,
    ...expression,
    delayPenalty,
    totals: {
      grammar: grammar.score,
      content: content.score,
      expression: expressionTotal,
      overall: oneDecimal(grammar.score + content.score + expressionTotal),
    },
    engine: ASSESSMENT_ENGINE,
  };
};
