import { ApiError } from "@wordloom/shared/api";
import type { FeatureName } from "@wordloom/shared/rules";
import { limitedFeature } from "../api/errors";
import { MESSAGES } from "./messages";

/** What went wrong with an AI call, as the assistant shows it (spec document 3 §8, document 2 §8). */
export type AiFailure =
  /** 403 FEATURE_LIMIT: the limit prompt opens for the feature. */
  | { kind: "limit"; feature: FeatureName | null; message: string }
  /** 403 PLAN_REQUIRED: the plan does not include the tool. */
  | { kind: "plan"; message: string }
  /** 422 NOT_ENOUGH_CONTENT: the graphs' info toast. */
  | { kind: "not-enough"; message: string }
  /** 422 TOO_MANY_WORDS. */
  | { kind: "too-many"; message: string }
  | { kind: "failed"; message: string };

export const classifyAiFailure = (error: unknown): AiFailure => {
  if (!(error instanceof ApiError)) {
    return { kind: "failed", message: MESSAGES.problem };
  }
  switch (error.code) {
    case "FEATURE_LIMIT":
      return { kind: "limit", feature: limitedFeature(error), message: MESSAGES.featureLimit };
    case "PLAN_REQUIRED":
      return { kind: "plan", message: MESSAGES.planRequired };
    case "NOT_ENOUGH_CONTENT":
      return { kind: "not-enough", message: error.message || MESSAGES.needsMoreContent };
    case "TOO_MANY_WORDS":
      return { kind: "too-many", message: error.message || MESSAGES.tooManyWords };
    default:
      return { kind: "failed", message: MESSAGES.problem };
  }
};
