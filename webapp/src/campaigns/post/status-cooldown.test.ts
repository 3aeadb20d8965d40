import { describe, expect, it } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import { statusCooldownEnd } from "./status-cooldown";

describe("statusCooldownEnd", () => {
  it("is 5 s after the press, whatever time the server's clock shows", () => {
    expect(statusCooldownEnd(1_000_000, 1_000_400)).toBe(1_005_000);
  });

  it("after a 429 waits what the server says is left (never more than 5 s from now, never less than the press's 5 s)", () => {
    const refusal = (retryAfterMs: number) =>
      new ApiError(429, "RATE_LIMITED", "Please wait a few seconds before checking again.", { retryAfterMs });
    expect(statusCooldownEnd(1_000_000, 1_000_200, refusal(4_000))).toBe(1_005_000);
    expect(statusCooldownEnd(1_000_000, 1_003_000, refusal(4_000))).toBe(1_007_000);
    expect(statusCooldownEnd(1_000_000, 1_003_000, refusal(600_000))).toBe(1_008_000);
  });

  it("after another refusal keeps the press's 5 s", () => {
    expect(statusCooldownEnd(1_000_000, 1_001_000, new ApiError(404, "NOT_FOUND", "gone"))).toBe(1_005_000);
  });
});
