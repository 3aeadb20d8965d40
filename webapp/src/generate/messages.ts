import { ERROR_MESSAGES, GENERATION_MESSAGES, OFFLINE_DRAFT_LABEL } from "@wordloom/shared/api";

/**
 * The creation panes' texts: the spec's words verbatim where it gives them (document 1 §8,
 * document 3 §5, §8), Wordloom's own where it only describes the message.
 */
export const GENERATE_MESSAGES = {
  noData: GENERATION_MESSAGES.noData,
  featureLimit: ERROR_MESSAGES.FEATURE_LIMIT,
  serversDown: ERROR_MESSAGES.MODEL_UNAVAILABLE,
  somethingWrong: "Something went wrong!",
  planRequired: ERROR_MESSAGES.PLAN_REQUIRED,
  needsModel: "This needs a language model, and none is connected.",
  draftLabel: OFFLINE_DRAFT_LABEL,
  loadNeedsText: "Generate some text first, then load it to the editor.",
  generating: "Writing…",
  stopped: "Stopped. Re-Generate to try again.",
} as const;

/** Spec document 3 §4.5 and document 2 §4: the generate-into-document confirmation. */
export const LOAD_DIALOG_TEXT = {
  title: "Load to editor",
  important: "Important",
  overwriteWarning: "Overwrite replaces everything in the current document with the generated text. This cannot be undone.",
  question: "Your current document already has content. Do you want to overwrite it or create a new document?",
  overwrite: "Overwrite",
  createNew: "Create New",
  cancel: "Cancel",
} as const;
