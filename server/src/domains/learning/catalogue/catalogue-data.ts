import { DESCRIBE_PICTURE, FORMAL_EMAIL, HEADLINE_HOOK, REWRITE_CLARITY } from "./catalogue-early";
import { OPINION_ESSAY, PEER_FEEDBACK, PERSUASIVE_PARAGRAPH, STORY_PROMPTS, SUMMARISE_PASSAGE } from "./catalogue-later";
import type { SeedExerciseType } from "./catalogue-types";

/** The catalogue seeded on first start; bump the version when it grows so new entries are added. */
export const CATALOGUE_VERSION = "2026-11-wordloom-1";

export const SEED_CATALOGUE: readonly SeedExerciseType[] = [
  DESCRIBE_PICTURE,
  HEADLINE_HOOK,
  FORMAL_EMAIL,
  REWRITE_CLARITY,
  SUMMARISE_PASSAGE,
  STORY_PROMPTS,
  PERSUASIVE_PARAGRAPH,
  OPINION_ESSAY,
  PEER_FEEDBACK,
];

/** The card image of each type (server/assets/learning/cards/<slug>.svg). */
export const cardImageOf = (slug: string): string => `/learning/cards/${slug}.svg`;
