import { BRAND_VOICE_MESSAGES, MAX_TONE_STYLES, type ToneStyle } from "@wordloom/shared/api";

const same = (first: string, second: string) => first.trim().toLowerCase() === second.trim().toLowerCase();

/** The saved or built-in pair with this tone and style, if any (compared without case). */
export const findToneStyle = (items: readonly ToneStyle[], tone: string, style: string): ToneStyle | undefined =>
  items.find((item) => same(item.tone, tone) && same(item.style, style));

/**
 * Why a 'tone - style' pair cannot be saved (spec document 3 §5), or null: both parts are required
 * ('Please fill style tone to save!'), " - " is the separator, and at most 20 are saved.
 */
export const toneStyleSaveProblem = (tone: string, style: string, savedCount: number): string | null => {
  if (!tone.trim() || !style.trim()) {
    return BRAND_VOICE_MESSAGES.toneStyleRequired;
  }
  if (tone.includes(" - ") || style.includes(" - ")) {
    return 'Tone and style cannot contain " - ".';
  }
  if (savedCount >= MAX_TONE_STYLES) {
    return BRAND_VOICE_MESSAGES.toneStyleLimit;
  }
  return null;
};
