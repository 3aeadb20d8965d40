import type { GeneratedPost } from "../../post-generators/public/CategoryGeneratorPanel";
import { POST_CATEGORY_LABELS } from "@wordloom/shared/rules";
import type { PostDraft } from "./post-draft";

const clip = (value: string | undefined, max: number) => (value === undefined || value.trim() === "" ? null : value.slice(0, max));

/** A finished generation applied to the draft: title, text, category, poll and the inputs kept with the post. */
export const applyGenerated = (draft: PostDraft, result: GeneratedPost): PostDraft => ({
  ...draft,
  title: result.title || draft.title,
  content: result.text,
  category: POST_CATEGORY_LABELS[result.category],
  categoryKey: result.category,
  poll: result.poll ? { question: result.poll.question, options: result.poll.options.slice(0, 4), durationDays: 1 } : draft.poll,
  generation: {
    context: clip(result.request.context, 4_000),
    input: clip(result.request.input, 4_000),
    tone: clip(result.request.tone, 60),
    style: clip(result.request.style, 60),
    presentationStyle: clip(result.request.presentationStyle, 60),
    length: result.request.length ?? null,
    selectedPillar: clip(result.request.contentPillar, 120),
    topic: clip(result.request.topics?.join("; "), 500),
  },
});
