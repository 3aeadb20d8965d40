export { simplifySentences, blockSimplifications, simplifySentence, isHardSentence, isHard, gradeOfText } from "./simplify";
export { splitClauses } from "./split";
export { replaceComplexWords } from "./replace";
export type { Simplification } from "./types";
