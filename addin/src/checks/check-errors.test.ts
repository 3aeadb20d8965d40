import { describe, expect, it } from "vitest";
import { ApiError, ERROR_MESSAGES } from "@wordloom/shared/api";
import { checkErrorMessage } from "./check-errors";

describe("checkErrorMessage", () => {
  it("shows the upgrade text on a 403 and the retry text otherwise", () => {
    expect(checkErrorMessage("grammar", new ApiError(403, "FEATURE_LIMIT", ERROR_MESSAGES.FEATURE_LIMIT))).toBe(
      ERROR_MESSAGES.FEATURE_LIMIT,
    );
    expect(checkErrorMessage("pii", new ApiError(403, "PLAN_REQUIRED", ERROR_MESSAGES.PLAN_REQUIRED))).toBe("Enterprise only feature");
    expect(checkErrorMessage("legal", new ApiError(403, "PLAN_REQUIRED", ERROR_MESSAGES.PLAN_REQUIRED), "corporate")).toBe(
      ERROR_MESSAGES.PLAN_REQUIRED,
    );
    expect(checkErrorMessage("grammar", new ApiError(400, "VALIDATION_FAILED", "Some fields are not valid."))).toBe(
      "There was a problem. Please retry.",
    );
    expect(checkErrorMessage("offensive", new TypeError("Failed to fetch"))).toBe("There was a problem. Please retry.");
  });

  it("gives plagiarism its own texts", () => {
    expect(checkErrorMessage("plagiarism", new ApiError(403, "FEATURE_LIMIT", "x"))).toBe(
      "This feature is not available in your current plan. Please contact sales at sales@wordloom.app.",
    );
    expect(checkErrorMessage("plagiarism", new ApiError(413, "PAYLOAD_TOO_LARGE", "The request is too large."))).toBe(
      "The request is too large.",
    );
    expect(checkErrorMessage("plagiarism", new ApiError(500, "INTERNAL", "Something went wrong!"))).toBe("Unable to check Plagiarism");
    expect(checkErrorMessage("plagiarism", new Error("offline"))).toBe("Unable to check Plagiarism");
  });
});
