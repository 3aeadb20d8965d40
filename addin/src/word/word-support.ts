/**
 * What this Word can do beyond the add-in's minimum (WordApi 1.3), checked once per check with
 * isSetSupported (handbook addin.md §1): every call above 1.3 is gated, because calling
 * an API the host lacks fails the whole batch.
 */
export interface WordSupport {
  /**
   * How to read a paragraph's text without tracked deletions: getText (WordApi 1.7), or
   * getReviewedText("Current") (1.4); "text" when neither exists (Paragraph.text, which on Word on
   * the web includes tracked-deleted text).
   */
  textWithoutDeletions: "getText" | "getReviewedText" | "text";
  /** Range.highlight()/removeHighlight() (WordApi 1.8): a highlight that does not edit the document. */
  temporaryHighlight: boolean;
  /** Document.changeTrackingMode (WordApi 1.4). */
  changeTracking: boolean;
}

interface RequirementChecker {
  isSetSupported(name: string, minVersion?: string): boolean;
}

export const detectWordSupport = (requirements: RequirementChecker): WordSupport => {
  const word = (version: string) => requirements.isSetSupported("WordApi", version);
  return {
    textWithoutDeletions: word("1.7") ? "getText" : word("1.4") ? "getReviewedText" : "text",
    temporaryHighlight: word("1.8"),
    changeTracking: word("1.4"),
  };
};
