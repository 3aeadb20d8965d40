export { findIdioms, type IdiomFinding } from "./find";
export {
  idiomCountFor,
  IDIOM_MAX_WORDS,
  MORE_IDIOMS_HEADING,
  MORE_IDIOMS_NEEDS_MODEL,
  NO_IDIOMS_MESSAGE,
  NO_WORDS_MESSAGE,
  TOO_MANY_WORDS_MESSAGE,
} from "./limits";
export { suggestIdioms, type IdiomOption, type IdiomSuggestion, type IdiomSuggestionsResult, type SuggestOptions } from "./suggest";
export { IDIOMS } from "./idioms.data";
export { CLICHES } from "./cliches.data";
export type { ClicheEntry, IdiomEntry, IdiomKind, VerbForms } from "./types";
