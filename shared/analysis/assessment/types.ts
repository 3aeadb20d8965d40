import type { Dialect } from "../types";
import type { Intent } from "../overview";

/** What the assessment reads: the learner's text and what the exercise asked for. */
export interface AssessmentInput {
  text: string;
  /** The exercise's topic (its title, or the essay prompt). */
  topic: string;
  /** The exercise type's task. */
  task: string;
  /** The exercise's source text (the passage, the brief, the prompts); empty for a picture. */
  source: string;
  /** The intents the task asks for (describe → descriptive, persuade → persuasive, …). */
  expectedIntents: readonly Intent[];
  wordLimit: number;
  /** Other learners' texts of the same exercise (originality is measured against them and the source). */
  peers: readonly string[];
  extensionUsed: boolean;
  /** The type's delay penalty in credits, charged when the extension was taken. */
  delayPenalty: number;
  dialect?: Dialect;
}

export interface DetailItem {
  label: string;
  sentence: string | null;
  note: string;
  points: number | null;
}

export interface ScoredPart {
  score: number;
  max: number;
  details: { summary: string; items: DetailItem[] };
}

/** The same shape as the shared model's Assessment (shared/model/learning.ts). */
export interface AssessmentResult {
  grammar: ScoredPart;
  content: ScoredPart;
  creative: ScoredPart;
  engaging: ScoredPart;
  credible: ScoredPart;
  clarity: ScoredPart;
  originality: ScoredPart;
  delayPenalty: ScoredPart;
  totals: { overall: number; grammar: number; content: number; expression: number };
  engine: string;
}

/** The engine version stored with every assessment; bump it when a formula changes. */
export const ASSESSMENT_ENGINE = "wordloom-assess-1";

export const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;
