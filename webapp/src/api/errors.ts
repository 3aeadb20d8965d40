import { ApiError, ERROR_MESSAGES } from "@wordloom/shared/api";
import { isFeatureName, type FeatureName } from "@wordloom/shared/rules";

/** The message to show for any failure: the server's message for API errors, the spec's generic one otherwise. */
export const errorMessage = (error: unknown): string => {
  if (error instanceof ApiError) {
    return error.message;
  }
  return ERROR_MESSAGES.INTERNAL;
};

/** The feature a 403 FEATURE_LIMIT answer names, if this error is one. */
export const limitedFeature = (error: unknown): FeatureName | null => {
  if (!(error instanceof ApiError) || error.code !== "FEATURE_LIMIT") {
    return null;
  }
  const details = error.details;
  const feature = details && typeof details === "object" && "feature" in details ? details.feature : undefined;
  return isFeatureName(feature) ? feature : null;
};
