/** Brand voices' query keys: the list (`all`), one voice under it, and the 'tone - style' pairs, globally or per voice. */
export const brandVoiceKeys = {
  all: ["brand-voices"] as const,
  detail: (id: string) => [...brandVoiceKeys.all, id] as const,
  toneStyles: (brandVoiceId: string | null) => ["tone-styles", brandVoiceId ?? "global"] as const,
};
