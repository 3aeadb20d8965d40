export type { OffensiveBlockResult, OffensiveFinding, OffensiveResult, OffensiveSentence, OffensiveSeverity } from "./types";
export { checkOffensive, findOffensiveWords } from "./check";
export { REPLACEMENTS, replacementsFor, rootOf } from "./replacements";
