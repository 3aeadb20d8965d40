import { ApiError, ERROR_MESSAGES } from "@wordloom/shared/api";
import type { FeatureName } from "@wordloom/shared/rules";

export const featureLimit = (feature: FeatureName) => new ApiError(403, "FEATURE_LIMIT", ERROR_MESSAGES.FEATURE_LIMIT, { feature });
export const planRequired = (feature: FeatureName) => new ApiError(403, "PLAN_REQUIRED", ERROR_MESSAGES.PLAN_REQUIRED, { feature });
export const notEnoughContent = () => new ApiError(422, "NOT_ENOUGH_CONTENT", ERROR_MESSAGES.NOT_ENOUGH_CONTENT, { minimumSentences: 5 });
export const serverFailure = () => new ApiError(500, "INTERNAL", ERROR_MESSAGES.INTERNAL);
