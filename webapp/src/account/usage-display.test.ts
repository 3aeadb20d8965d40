import { describe, expect, it } from "vitest";
import type { FeatureUsage } from "@wordloom/shared/model";
import { usageDisplay } from "./usage-display";

const usage = (overrides: Partial<FeatureUsage> = {}): FeatureUsage => ({
  feature: "Grammar",
  allowedUsage: 50,
  usageCount: 10,
  topUp: 0,
  topUpUsed: 0,
  exhausted: false,
  entitled: true,
  ...overrides,
});

describe("usageDisplay", () => {
  it("shows usage against the allowance", () => {
    expect(usageDisplay(usage())).toEqual({ state: "available", fraction: 0.2, usageText: "10 / 50", topUpText: null, nearLimit: false });
  });

  it("adds the top-up when the account has one", () => {
    expect(usageDisplay(usage({ topUp: 5, topUpUsed: 2 })).topUpText).toBe("Top-up: 2 / 5");
  });

  it("marks exhausted features, with a full bar even past the allowance", () => {
    const display = usageDisplay(usage({ usageCount: 60, exhausted: true }));
    expect(display.state).toBe("exhausted");
    expect(display.fraction).toBe(1);
    expect(display.usageText).toBe("60 / 50");
  });

  it("says Not in your plan before anything else for features the plan lacks", () => {
    expect(usageDisplay(usage({ entitled: false, exhausted: true })).state).toBe("notInPlan");
  });

  it("warns close to the limit and treats a zero allowance as full", () => {
    expect(usageDisplay(usage({ usageCount: 40 })).nearLimit).toBe(true);
    expect(usageDisplay(usage({ usageCount: 39 })).nearLimit).toBe(false);
    expect(usageDisplay(usage({ allowedUsage: 0, usageCount: 0, topUp: 3 })).fraction).toBe(1);
  });
});
