import type { BrandVoice } from "@wordloom/shared/api";
import type { BrandVoiceRow } from "./brand-voices.tables";
import { brandVoiceAbilities, type BrandVoiceActor } from "./brand-voice.policy";

/** A brand voice as `actor` sees it, with what they may do with it. */
export const presentBrandVoice = (row: BrandVoiceRow, actor: BrandVoiceActor): BrandVoice => ({
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
  can: brandVoiceAbilities(actor, row),
});
