export type { OffensiveBlockResult, OffensiveFinding, OffensiveResult, OffensiveSentence } from "./types";
export { checkOffensive, findOffensiveWords } from "./check";
export { EXTRA_WHITELIST, buildOffensiveDataset } from "./matcher";
export { REPLACEMENTS, replacementsFor, rootOf } from "./replacements";
