import { MAX_PILLAR_CHARS } from "@wordloom/shared/api";
import { seedOf, seededRandom, shuffled } from "./seeded-random";
import { clipHard, nounPhrases, titleCase } from "./text-tools";

type Pillar = (core: string, audience: string) => string;

/** Always useful, whatever the niche: the first two come first, the rest in a seeded order. */
const LEADING: readonly Pillar[] = [(core) => `${core} tips and how-tos`, (_core, audience) => `Challenges of ${audience}`];
const OTHERS: readonly Pillar[] = [
  () => "Client success stories",
  (core) => `Myths about ${core}`,
  () => "Behind the scenes",
  () => "Industry news and trends",
  () => "Tools and resources",
  () => "Lessons learned",
  (_core, audience) => `Questions from ${audience}`,
  () => "Our values in action",
];

/** "Fitness coaching for busy parents" → core "fitness coaching", audience "busy parents". */
const coreAndAudience = (niche: string): { core: string; audience: string } => {
  const [before, after] = niche.split(/\s+for\s+/i, 2);
  const core = nounPhrases(before ?? niche)[0] ?? (before ?? niche).trim();
  const audience = after ? (nounPhrases(after)[0] ?? after.trim()) : "our audience";
  return { core: core.replace(/[.!?]+$/, ""), audience: audience.replace(/[.!?]+$/, "") };
};

/** Content pillars for a niche: deterministic for the same niche, a draft for the user to edit. */
export const suggestPillars = (niche: string, count: number): string[] => {
  const { core, audience } = coreAndAudience(niche);
  const random = seededRandom(seedOf("pillars", niche.toLowerCase()));
  return [...LEADING, ...shuffled(random, OTHERS)]
    .slice(0, count)
    .map((pillar) => clipHard(titleCase(pillar(core, audience)), MAX_PILLAR_CHARS));
};
