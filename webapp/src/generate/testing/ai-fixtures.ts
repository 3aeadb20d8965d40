import type { AiStatus, ToneStyleList } from "@wordloom/shared/api";

/** The offline engine's status: it drafts posts from templates and refuses blogs. */
export const OFFLINE_STATUS: AiStatus = {
  provider: "offline",
  model: null,
  label: "Offline template engine (no language model connected)",
  health: { ok: true, status: "not-configured", message: "No model is configured." },
  draftLabel: "Template draft — connect a model for AI writing",
  configure: ["LLM_PROVIDER=openai-compatible", "LLM_BASE_URL", "LLM_MODEL"],
  kinds: [
    { kind: "social-post", feature: "SocialPost", mode: "template", note: "Built from your topic and brand voice." },
    { kind: "blog", feature: "GenerateLLMBlog", mode: "needs-model", note: "Blog bodies need a model." },
    { kind: "blog-outline", feature: "GenerateLLMBlogOutline", mode: "template", note: "Sections from your topic." },
  ],
};

export const BUILT_IN_TONE_STYLE_LIST: ToneStyleList = {
  brandVoiceId: null,
  items: [
    { id: null, tone: "Professional", style: "Simplified", value: "Professional - Simplified", builtIn: true },
    { id: null, tone: "Conversational", style: "Storytelling", value: "Conversational - Storytelling", builtIn: true },
  ],
  saved: 0,
  max: 20,
};
