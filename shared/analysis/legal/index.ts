export { checkLegal, documentNounOf } from "./check";
export { LEGAL_RULES } from "./rules";
export type { LegalFinding, LegalRule, RuleContext, RuleMatch } from "./rule";
export { parseNumberWords } from "./rules/number-mismatch";
