import type { PostCategoryRequestInput, PostDraft } from "@wordloom/shared/api";
import type { PostCategory } from "@wordloom/shared/rules";

/** What CategoryGeneratorPanel hands its host when a generation finishes. */
export interface GeneratedPost extends PostDraft {
  category: PostCategory;
  /** The whole draft as one text (content, slides or poll, hashtags). */
  text: string;
  /** The generation inputs, to keep on the post (context, input, tone, style, presentationStyle, length …). */
  request: PostCategoryRequestInput;
  /** An offline template draft: show it labelled as such. */
  draft: boolean;
  generationId: string;
}
