export { simplifySentences, blockSimplifications, simplifySentence, isHardSentence, isHard, gradeOfText, HARD_GRADE, LONG_SENTENCE_WORDS } from "./simplify";
export { splitClauses } from "./split";
export { replaceComplexWords } from "./replace";
export type { Simplification } from "./types";
