import { describe, expect, it } from "vitest";
import type { BrandVoice } from "@wordloom/shared/api";
import { brandVoiceBody, EMPTY_BRAND_VOICE_FORM, formFromBrandVoice } from "./brand-voice-form";
import { displayTitle } from "./title-display";

const VOICE: BrandVoice = {
  id: "0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3",
  title: "Bloom & Co florist",
  niche: "Wedding flowers",
  contentPillars: ["Seasonal blooms", "Real weddings"],
  desiredCustomerResponse: "Book a consultation",
  targetAudience: { segment: "Couples", interests: ["weddings", "design"], ageGroup: "25-40", geography: "Bristol" },
  howIHelp: "Flowers that fit the day",
  brandPromise: "Fresh, local, on time",
  myValues: "Craft",
  myGoals: "50 weddings a year",
  contentFocus: "Behind the scenes",
  changeIDesire: "Less waste",
  sourceUrl: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  can: { edit: true, delete: true },
};

describe("brand voice form", () => {
  it("needs a title", () => {
    expect(brandVoiceBody(EMPTY_BRAND_VOICE_FORM).errors.title).toBe("Please give the brand voice a title.");
  });

  it("round-trips a brand voice through the form", () => {
    const checked = brandVoiceBody(formFromBrandVoice(VOICE));
    expect(checked.ok).toBe(true);
    expect(checked.body).toMatchObject({
      title: VOICE.title,
      contentPillars: VOICE.contentPillars,
      targetAudience: VOICE.targetAudience,
      changeIDesire: VOICE.changeIDesire,
    });
  });

  it("reports duplicate pillars on the pillars field", () => {
    expect(brandVoiceBody({ ...EMPTY_BRAND_VOICE_FORM, title: "A", contentPillars: ["Tea", "tea"] }).errors.contentPillars).toBe(
      "Pillar already present!",
    );
  });

  it("cuts titles at 25 characters in lists", () => {
    expect(displayTitle("Short")).toBe("Short");
    expect(displayTitle("A brand voice with a long name")).toBe("A brand voice with a long…");
  });
});
