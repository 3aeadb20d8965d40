import type { BrandVoice } from "@wordloom/shared/api";

/** What a prompt and the offline engine know of the chosen brand voice (ids and dates left out). */
export type BrandVoiceContext = Omit<BrandVoice, "id" | "sourceUrl" | "createdAt" | "updatedAt" | "can">;

export const toBrandVoiceContext = ({
  id: _id,
  sourceUrl: _sourceUrl,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  can: _can,
  ...context
}: BrandVoice): BrandVoiceContext => context;
