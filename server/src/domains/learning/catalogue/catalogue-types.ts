import type { Intent } from "@wordloom/shared/analysis/overview";
import type { ExerciseTypeSlug } from "@wordloom/shared/rules";

export interface SeedExercise {
  title: string;
  level?: number;
  content?: string;
  /** A picture under /learning/pictures/. */
  image?: string;
  imageAlt?: string;
  contentJson?: Record<string, unknown>;
  hint: string;
}

export interface SeedExerciseType {
  slug: ExerciseTypeSlug;
  name: string;
  introductoryNotes: string;
  minimumLevel: string;
  timeAllowed: number;
  extensionTime: number;
  delayPenalty: number;
  credits: number;
  wordLimit: number;
  task: string;
  sourceKind: "text" | "image" | "json";
  info: string;
  expectedIntents: Intent[];
  exercises: SeedExercise[];
}
