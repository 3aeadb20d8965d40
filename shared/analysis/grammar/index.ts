export { checkGrammar, checkSentenceOffline, type CheckGrammarOptions } from "./check";
export { warmUpHarper } from "./harper";
export { HARPER_RULES_OFF } from "./harper-config";
export { DEFAULT_LENSES, type StyleLens } from "./retext";
export { DEFAULT_GRAMMAR_KINDS, GRAMMAR_KINDS, kindOfCategory } from "./types";
export type { GrammarCategory, GrammarFinding, GrammarIssue, GrammarKind, GrammarSource } from "./types";
