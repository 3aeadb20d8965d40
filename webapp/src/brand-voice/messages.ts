/** Brand voice screen texts that the spec does not give (its own are in BRAND_VOICE_MESSAGES). */
export const BRAND_VOICE_SCREEN_MESSAGES = {
  created: "Brand voice created!",
  deleted: "Brand voice deleted.",
  confirmDelete: "This will delete the brand voice. Documents that use it keep their text. Proceed?",
} as const;
