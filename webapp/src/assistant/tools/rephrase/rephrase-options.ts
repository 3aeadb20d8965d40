/** Spec document 3 §9: default tone Conversational, style Creative. The lists are the generation API's (shared/model/generation.requests.ts). */
export { STYLES, TONES } from "@wordloom/shared/api";
export const DEFAULT_TONE = "Conversational";
export const DEFAULT_STYLE = "Creative";
