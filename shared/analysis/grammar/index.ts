export { checkGrammar, checkSentenceOffline, type CheckGrammarOptions } from "./check";
export { warmUpHarper } from "./harper";
export { HARPER_RULES_OFF } from "./harper-config";
export { DEFAULT_LENSES, type StyleLens } from "./retext";
export type { GrammarCategory, GrammarFinding, GrammarIssue, GrammarSource } from "./types";
