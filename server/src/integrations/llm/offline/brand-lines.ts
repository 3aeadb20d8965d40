import type { BrandVoiceContext } from "../prompts/brand-voice-context";
import { capitalize } from "./text-tools";

const sentence = (text: string) => {
  const trimmed = capitalize(text.trim());
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** The brand voice's wished-for response as a closing line, or the fallback. */
export const callToAction = (brand: BrandVoiceContext | null, fallback: string): string =>
  brand?.desiredCustomerResponse.trim() ? sentence(brand.desiredCustomerResponse) : fallback;

/** Who the brand writes for, e.g. "small business owners", or "". */
export const audienceOf = (brand: BrandVoiceContext | null): string => brand?.targetAudience.segment.trim() ?? "";

/** The brand's promise as a sentence, or "". */
export const promiseOf = (brand: BrandVoiceContext | null): string => (brand?.brandPromise.trim() ? sentence(brand.brandPromise) : "");

export const pillarsOf = (brand: BrandVoiceContext | null): string[] => brand?.contentPillars ?? [];
