import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from "@wordloom/shared/rules";

/** The text-to-post pane's inputs (spec 4 §5, §9 defaults: Simplified, Conversational, Storytelling, 100). */
export interface TextToPostForm {
  documentId: string;
  target: "this" | "new";
  newCampaignTitle: string;
  style: string;
  tone: string;
  presentationStyle: string;
  length: number;
}

export const initialTextToPost = (): TextToPostForm => ({
  documentId: "",
  target: "this",
  newCampaignTitle: "",
  style: CAMPAIGN_LIMITS.textToPost.defaultStyle,
  tone: CAMPAIGN_LIMITS.textToPost.defaultTone,
  presentationStyle: CAMPAIGN_LIMITS.textToPost.defaultPresentationStyle,
  length: CAMPAIGN_LIMITS.textToPost.defaultLength,
});

/** The first problem, with the spec's message, or null when the form can be sent. */
export const textToPostProblem = (form: TextToPostForm): string | null => {
  if (form.documentId === "") {
    return "Select a document to turn into a post.";
  }
  if (form.style.trim() === "") {
    return CAMPAIGN_MESSAGES.selectStyle;
  }
  if (form.tone.trim() === "") {
    return CAMPAIGN_MESSAGES.selectTone;
  }
  if (form.presentationStyle.trim() === "") {
    return CAMPAIGN_MESSAGES.selectPresentation;
  }
  if (form.target === "new" && form.newCampaignTitle.trim() === "") {
    return CAMPAIGN_MESSAGES.invalidTitle;
  }
  return null;
};
