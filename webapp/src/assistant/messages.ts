import { ERROR_MESSAGES } from "@wordloom/shared/api";

/**
 * The assistant's texts, verbatim from the spec (document 3 §2, §8; document 2 §8) where it gives
 * them; Wordloom's own wording where it only describes the message.
 */
export const MESSAGES = {
  selectTool: "Please select a tool",
  firstWord: "Please write your first word to start using tools.",
  /** Spec: "an empty block shows a message that there is no text" (wording not shown). */
  noText: "There is no text in this block.",
  problem: "There was a problem. Please retry.",
  temporarilyDown: "This feature is temporarily down. Please try again in a few hours.",
  noGrammar: "No grammar errors",
  /** A check that ran out of its time budget (Wordloom's text; the spec has none). */
  partialCheck: "Only part of the text was checked in time. Check again to continue with the rest.",
  offensiveNotFound: "Offensive content not found",
  noPlagiarism: "No plagiarised sentences found.",
  notCalculated: "Not Calculated",
  unableToCheckPlagiarism: "Unable to check Plagiarism",
  noPii: "PII/Sensitive Data not detected",
  noAnomalies: "No Anomalies found",
  noCitationNeed: "Citation requirement not detected",
  endOfDocument: "End of document reached.",
  nothingToMask: "No items to mask at the selected access level.",
  enterpriseOnly: "Enterprise only feature",
  planRequired: ERROR_MESSAGES.PLAN_REQUIRED,
  featureLimit: ERROR_MESSAGES.FEATURE_LIMIT,
  noIdioms: "No Idioms Found",
  moreIdioms: "More idioms for your context",
  idiomsFound: "Idioms in your text",
  idiomsSuggested: "Idioms that could fit",
  moreIdiomsNeedModel:
    "More idioms chosen for your context need a configured language model, and none is set up. The idioms above come from Wordloom's own catalogue.",
  noMoreIdioms: "The language model found no other idioms for this text.",
  tooManyWords: ERROR_MESSAGES.TOO_MANY_WORDS,
  similarWordsFailed: "Could not fetch similar words.",
  noResult: "No result found",
  noSuggestions: "No suggestions were found.",
  modelNeeded:
    "Rephrasing by tone and style needs a configured language model, and none is set up. Meanwhile Rephrase offers simpler versions of hard sentences.",
  noSimplification: "This sentence is already easy to read.",
  needsMoreContent: ERROR_MESSAGES.NOT_ENOUGH_CONTENT,
} as const;

/** Spec document 3 §8 "Refine with zero results". */
export const refineEmptyMessage = (tab: string) => `No ${tab} to show in this block!`;

/** Where the spec's plagiarism plan message sends the user (its {email}). */
export const SALES_EMAIL = "sales@wordloom.app";
export const plagiarismPlanMessage = (email = SALES_EMAIL) =>
  `This feature is not available in your current plan. Please contact sales at ${email}.`;

/** Spec document 3 §6: "Enterprise only feature" with a link to book a demo. */
export const BOOK_DEMO_URL = "/#contact-us";
