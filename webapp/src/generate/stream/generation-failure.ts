import { ApiError } from "@wordloom/shared/api";
import { isFeatureName, type FeatureName } from "@wordloom/shared/rules";
import { GENERATE_MESSAGES } from "../messages";

/** Why a generation failed, as the panes show it (spec document 1 §8 "Streaming AI calls"). */
export type GenerationFailure =
  /** 403 FEATURE_LIMIT: the limit prompt opens for the feature. */
  | { kind: "limit"; feature: FeatureName; message: string }
  /** 403 PLAN_REQUIRED: the plan does not include it. */
  | { kind: "plan"; message: string }
  /** NEEDS_MODEL: the offline engine cannot do this honestly; what to configure, when the server says. */
  | { kind: "needs-model"; message: string; configure: string[] }
  /** Any 502: MODEL_UNAVAILABLE, or BAD_OUTPUT after the repair attempt failed. */
  | { kind: "unavailable"; message: string }
  /** 400: the request's fields, keyed by field name, when the server names them. */
  | { kind: "invalid"; message: string; fieldErrors: Record<string, string> }
  | { kind: "failed"; message: string };

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

const detail = (details: unknown, key: string): unknown =>
  details && typeof details === "object" && key in details ? (details as Record<string, unknown>)[key] : undefined;

/** Field errors keyed by the first path segment ("topic"), as the forms name their fields. */
const topLevelFieldErrors = (error: ApiError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fieldIssues)) {
    const field = path.split(".")[0] || "form";
    errors[field] ??= message;
  }
  return errors;
};

/** Classifies any error a generation call can throw. `fallbackFeature` names the feature when a 403 does not. */
export const classifyGenerationFailure = (error: unknown, fallbackFeature: FeatureName): GenerationFailure => {
  if (!(error instanceof ApiError)) {
    return { kind: "failed", message: GENERATE_MESSAGES.somethingWrong };
  }
  switch (error.code) {
    case "FEATURE_LIMIT": {
      const named = detail(error.details, "feature");
      return { kind: "limit", feature: isFeatureName(named) ? named : fallbackFeature, message: GENERATE_MESSAGES.featureLimit };
    }
    case "PLAN_REQUIRED":
      return { kind: "plan", message: GENERATE_MESSAGES.planRequired };
    case "NEEDS_MODEL":
      return {
        kind: "needs-model",
        message: error.message || GENERATE_MESSAGES.needsModel,
        configure: stringList(detail(error.details, "configure")),
      };
    case "MODEL_UNAVAILABLE":
      return { kind: "unavailable", message: GENERATE_MESSAGES.serversDown };
    case "VALIDATION_FAILED": {
      const fieldErrors = topLevelFieldErrors(error);
      const first = Object.values(fieldErrors)[0];
      return { kind: "invalid", message: first ?? GENERATE_MESSAGES.somethingWrong, fieldErrors };
    }
    default:
      // Spec document 1 §8: a 502 says the servers have issues (BAD_OUTPUT too: the model answered
      // nonsense twice); any other status says 'Something went wrong!'.
      return error.status === 502
        ? { kind: "unavailable", message: GENERATE_MESSAGES.serversDown }
        : { kind: "failed", message: GENERATE_MESSAGES.somethingWrong };
  }
};
