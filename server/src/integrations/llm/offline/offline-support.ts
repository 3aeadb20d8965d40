import type { GenerationKind } from "@wordloom/shared/api";

interface OfflineSupport {
  mode: "template" | "needs-model";
  note: string;
}

/** What the offline engine does for each kind, shown by GET /api/ai/status (handbook llm.md §6). */
export const OFFLINE_SUPPORT: Record<GenerationKind, OfflineSupport> = {
  "social-post": {
    mode: "template",
    note: "Built from your own notes or text in the input (open conversation needs only a topic). Blog-type posts need a model.",
  },
  hashtags: { mode: "template", note: "From the topic, the text and the brand voice's pillars." },
  poll: { mode: "template", note: "A question on the topic; options from your text or brand voice pillars, else common ones." },
  carousel: { mode: "template", note: "Slides from your own text (at least two sentences)." },
  tips: { mode: "template", note: "Tips from your own notes: instructions first, then key sentences." },
  blog: { mode: "needs-model", note: "Free-form blog posts need a language model." },
  "blog-outline": { mode: "template", note: "A standard outline around your topic and keywords." },
  "promotional-pitch": { mode: "template", note: "Your description and USP in a pitch template, with the brand voice." },
  memoir: { mode: "needs-model", note: "Memoir writing needs a language model." },
  messages: {
    mode: "template",
    note: "Templates for common occasions: birthday, thanks, congratulations, sympathy, welcome, farewell and more.",
  },
  emails: { mode: "template", note: "Templates for common requests: leave, meetings, updates, reminders, welcomes, feedback and more." },
  "message-craft": { mode: "template", note: "Templates for common occasions; other requests need a model." },
  rephrase: { mode: "needs-model", note: "Rephrasing in a tone and style needs a language model." },
  headlines: { mode: "template", note: "Headline templates around your topic or the text's key phrase." },
  "post-category": {
    mode: "template",
    note: "Campaign posts built from your own words: your notes, the testimonial, the feature's description or the real story. Polls from the topic; carousels from at least two sentences of yours. Product reviews and comparisons need your notes; a feature read from a URL needs a model.",
  },
  "post-topics": {
    mode: "template",
    note: "Topic ideas around your context and brand voice pillars. Trending topics and product lists need a model.",
  },
  "convert-for-x": { mode: "template", note: "Your post shortened to X's limit, whole sentences first (counted with twitter-text)." },
  idioms: {
    mode: "needs-model",
    note: "More idioms for your context need a language model; the Idioms tool still finds idioms in the text and suggests its own.",
  },
};
