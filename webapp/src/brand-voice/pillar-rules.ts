import { BRAND_VOICE_MESSAGES, CUSTOM_PILLAR_INPUT_LIMIT, MAX_CONTENT_PILLARS, MAX_PILLAR_CHARS } from "@wordloom/shared/api";

/**
 * Content pillar rules (spec document 3 §5, §9): no duplicates ('Pillar already present!', compared
 * without case), the custom pillar input only while fewer than 7 pillars exist, at most 10 in all.
 */
export const canAddCustomPillar = (pillars: readonly string[]): boolean => pillars.length < CUSTOM_PILLAR_INPUT_LIMIT;

const samePillar = (first: string, second: string) => first.trim().toLowerCase() === second.trim().toLowerCase();

const hasPillar = (pillars: readonly string[], candidate: string): boolean => pillars.some((pillar) => samePillar(pillar, candidate));

type PillarChange = { ok: true; pillars: string[] } | { ok: false; message: string };

/** Adds a custom pillar typed by the user, or says why it cannot be added. */
export const addCustomPillar = (pillars: readonly string[], candidate: string): PillarChange => {
  const pillar = candidate.replace(/\s+/g, " ").trim();
  if (!pillar) {
    return { ok: false, message: "A pillar cannot be empty." };
  }
  if (hasPillar(pillars, pillar)) {
    return { ok: false, message: BRAND_VOICE_MESSAGES.pillarDuplicate };
  }
  if (!canAddCustomPillar(pillars)) {
    return { ok: false, message: BRAND_VOICE_MESSAGES.pillarCustomLimit };
  }
  if (pillar.length > MAX_PILLAR_CHARS) {
    return { ok: false, message: `A pillar can be at most ${MAX_PILLAR_CHARS} characters.` };
  }
  return { ok: true, pillars: [...pillars, pillar] };
};

/** Adds suggested pillars that are not there yet, up to the maximum; answers how many were added. */
export const mergeSuggestedPillars = (pillars: readonly string[], suggestions: readonly string[]): { pillars: string[]; added: number } => {
  const merged = [...pillars];
  for (const suggestion of suggestions) {
    const pillar = suggestion.trim().slice(0, MAX_PILLAR_CHARS);
    if (merged.length >= MAX_CONTENT_PILLARS) {
      break;
    }
    if (pillar && !hasPillar(merged, pillar)) {
      merged.push(pillar);
    }
  }
  return { pillars: merged, added: merged.length - pillars.length };
};

export const removePillar = (pillars: readonly string[], pillar: string): string[] => pillars.filter((item) => item !== pillar);
