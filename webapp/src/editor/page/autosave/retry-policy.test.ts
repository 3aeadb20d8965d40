import { describe, expect, it } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import { classifySaveFailure, retryDelay } from "./retry-policy";

describe("retry policy", () => {
  it("backs off 1 s, 2 s, 4 s … up to 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it("retries network failures and server errors, reloads on a version conflict, stops on refusals", () => {
    expect(classifySaveFailure(new TypeError("Failed to fetch"))).toBe("retry");
    expect(classifySaveFailure(new ApiError(503, "INTERNAL", "down"))).toBe("retry");
    expect(classifySaveFailure(new ApiError(429, "RATE_LIMITED", "slow"))).toBe("retry");
    expect(classifySaveFailure(new ApiError(409, "VERSION_CONFLICT", "stale"))).toBe("conflict");
    expect(classifySaveFailure(new ApiError(409, "CONFLICT", "trash"))).toBe("stop");
    expect(classifySaveFailure(new ApiError(404, "NOT_FOUND", "gone"))).toBe("stop");
    expect(classifySaveFailure(new ApiError(400, "VALIDATION_FAILED", "bad"))).toBe("stop");
  });
});
