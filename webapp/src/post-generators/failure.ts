import { ApiError, ERROR_MESSAGES, type ErrorCode } from "@wordloom/shared/api";
import { limitPrompt } from "../account";

/** What a failed generator call shows: a message, the fields' messages of a 400, and whether the limit prompt opened. */
export interface GeneratorFailure {
  code: ErrorCode | null;
  message: string;
  fieldErrors: Record<string, string>;
}

/** "body.topics" → "topics". */
const fieldErrorsOf = (error: ApiError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fieldIssues)) {
    const field = path.replace(/^body\./, "").split(".")[0] ?? "form";
    errors[field] ??= message;
  }
  return errors;
};

/**
 * Classifies a generator call's error (document 4 §4 "Generation", §8): 403 FEATURE_LIMIT or
 * PLAN_REQUIRED opens the plan-limit prompt for SocialPost; NEEDS_MODEL says what the templates
 * cannot do; a 400 names its fields; anything else is the generic message.
 */
export const generatorFailure = (error: unknown): GeneratorFailure => {
  if (!(error instanceof ApiError)) {
    return { code: null, message: ERROR_MESSAGES.INTERNAL, fieldErrors: {} };
  }
  if (error.code === "FEATURE_LIMIT" || error.code === "PLAN_REQUIRED") {
    limitPrompt.open("SocialPost");
    return { code: error.code, message: ERROR_MESSAGES[error.code], fieldErrors: {} };
  }
  if (error.code === "VALIDATION_FAILED") {
    const fieldErrors = fieldErrorsOf(error);
    return { code: error.code, message: Object.values(fieldErrors)[0] ?? error.message, fieldErrors };
  }
  if (error.code === "NEEDS_MODEL" || error.status === 502) {
    return { code: error.code, message: error.code === "NEEDS_MODEL" ? error.message : ERROR_MESSAGES.MODEL_UNAVAILABLE, fieldErrors: {} };
  }
  return { code: error.code, message: ERROR_MESSAGES.INTERNAL, fieldErrors: {} };
};
