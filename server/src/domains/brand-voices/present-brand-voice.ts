import type { BrandVoice } from "@wordloom/shared/api";
import type { BrandVoiceRow } from "./brand-voices.tables";

export const presentBrandVoice = (row: BrandVoiceRow): BrandVoice => ({
  id: row.id,
  title: row.title,
  niche: row.niche,
  desiredCustomerResponse: row.desiredCustomerResponse,
  targetAudience: row.targetAudience,
  howIHelp: row.howIHelp,
  brandPromise: row.brandPromise,
  myValues: row.myValues,
  myGoals: row.myGoals,
  contentFocus: row.contentFocus,
  changeIDesire: row.changeIDesire,
  contentPillars: row.contentPillars,
  sourceUrl: row.sourceUrl,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
