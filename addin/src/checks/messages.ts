import type { CheckKind } from "./tools";

/** The tool pane's texts, verbatim from the spec (document 3 §2 and §8, document 2 §8). */
export const MESSAGES = {
  selectTool: "Please select a tool",
  firstWord: "Please write your first word to start using tools.",
  problem: "There was a problem. Please retry.",
  enterpriseOnly: "Enterprise only feature",
  plagiarismFailed: "Unable to check Plagiarism",
  notCalculated: "Not Calculated",
  remove: "Remove",
  /** Wordloom's own: accepting a card whose text the user has edited since the check. */
  textChanged: "This text changed since the check. Please check again.",
  /** Wordloom's own: a check that ran out of its time budget. */
  partialCheck: "Only part of the document was checked in time. Check again to continue with the rest.",
} as const;

/**
 * Empty states per check. The spec names no empty state for Inclusive language; it shares Legal
 * compliance's "No Anomalies found".
 */
export const EMPTY_STATES: Record<CheckKind, string> = {
  grammar: "No grammar errors",
  offensive: "Offensive content not found",
  plagiarism: "No plagiarised sentences found.",
  pii: "PII/Sensitive Data not detected",
  legal: "No Anomalies found",
  citations: "Citation requirement not detected",
  inclusive: "No Anomalies found",
};

/** The sales address the plagiarism plan message names (the editor's assistant uses the same). */
export const SALES_EMAIL = "sales@wordloom.app";
export const plagiarismPlanMessage = (email = SALES_EMAIL) =>
  `This feature is not available in your current plan. Please contact sales at ${email}.`;

/** "Plagiarised - N%" (spec document 3 §2.5). */
export const plagiarisedLabel = (score: number): string => `Plagiarised - ${Math.round(score)}%`;
