import { describe, expect, it } from "vitest";
import { defaultAllowance, FEATURE_REQUIRES_FLAG, FEATURES, isFeatureExhausted, isFeatureName, type FeatureUsageCounts } from "./features";
import { FEATURE_FLAGS } from "./flags";
import { SUBSCRIPTION_TYPES } from "./products";

const counts = (overrides: Partial<FeatureUsageCounts>): FeatureUsageCounts => ({
  allowedUsage: 5,
  usageCount: 0,
  topUp: 0,
  topUpUsed: 0,
  ...overrides,
});

describe("isFeatureExhausted", () => {
  it("is not exhausted while usage is below the allowance", () => {
    expect(isFeatureExhausted(counts({ usageCount: 0 }))).toBe(false);
    expect(isFeatureExhausted(counts({ usageCount: 4 }))).toBe(false);
  });

  it("is exhausted exactly when usage reaches the allowance and there is no top-up", () => {
    expect(isFeatureExhausted(counts({ usageCount: 5 }))).toBe(true);
  });

  it("stays exhausted when usage is above the allowance (after a downgrade)", () => {
    expect(isFeatureExhausted(counts({ allowedUsage: 2, usageCount: 7 }))).toBe(true);
  });

  it("is not exhausted while some top-up remains, and is once the top-up is used", () => {
    expect(isFeatureExhausted(counts({ usageCount: 5, topUp: 2, topUpUsed: 0 }))).toBe(false);
    expect(isFeatureExhausted(counts({ usageCount: 5, topUp: 2, topUpUsed: 1 }))).toBe(false);
    expect(isFeatureExhausted(counts({ usageCount: 5, topUp: 2, topUpUsed: 2 }))).toBe(true);
  });

  it("needs both conditions: a used-up top-up alone does not exhaust a feature with allowance left", () => {
    expect(isFeatureExhausted(counts({ usageCount: 3, topUp: 2, topUpUsed: 2 }))).toBe(false);
  });

  it("treats a zero allowance without top-up as exhausted from the start", () => {
    expect(isFeatureExhausted(counts({ allowedUsage: 0, usageCount: 0 }))).toBe(true);
    expect(isFeatureExhausted(counts({ allowedUsage: 0, usageCount: 0, topUp: 1 }))).toBe(false);
  });
});

describe("defaultAllowance", () => {
  it("uses the plan table's overrides", () => {
    expect(defaultAllowance("DocumentCreation", "basic")).toBe(25);
    expect(defaultAllowance("DocumentCreation", "gold")).toBe(1000);
    expect(defaultAllowance("Plagiarism", "basic")).toBe(10);
    expect(defaultAllowance("Plagiarism", "gold")).toBe(300);
    expect(defaultAllowance("FullDocumentGrammar", "basic")).toBe(0);
    expect(defaultAllowance("FullDocumentGrammar", "gold")).toBe(500);
  });

  it("falls back to the tier's default for other features", () => {
    expect(defaultAllowance("Grammar", "basic")).toBe(50);
    expect(defaultAllowance("Grammar", "gold")).toBe(1000);
    expect(defaultAllowance("BrandVoice", "basic")).toBe(50);
  });

  it("answers a non-negative whole number for every feature and tier, with gold never below basic", () => {
    for (const feature of FEATURES) {
      for (const tier of SUBSCRIPTION_TYPES) {
        const value = defaultAllowance(feature, tier);
        expect(Number.isInteger(value), `${feature}/${tier}`).toBe(true);
        expect(value, `${feature}/${tier}`).toBeGreaterThanOrEqual(0);
      }
      expect(defaultAllowance(feature, "gold"), feature).toBeGreaterThanOrEqual(defaultAllowance(feature, "basic"));
    }
  });
});

describe("feature names", () => {
  it("has no duplicates", () => {
    expect(new Set(FEATURES).size).toBe(FEATURES.length);
  });

  it("recognises exactly the listed names", () => {
    expect(isFeatureName("Grammar")).toBe(true);
    expect(isFeatureName("PIIMasking")).toBe(true);
    expect(isFeatureName("grammar")).toBe(false);
    expect(isFeatureName("")).toBe(false);
    expect(isFeatureName(undefined)).toBe(false);
    expect(isFeatureName(42)).toBe(false);
    expect(isFeatureName("toString")).toBe(false);
  });

  it("only requires flags that exist", () => {
    for (const [feature, flag] of Object.entries(FEATURE_REQUIRES_FLAG)) {
      expect(isFeatureName(feature), feature).toBe(true);
      expect(FEATURE_FLAGS, feature).toContain(flag);
    }
    expect(FEATURE_REQUIRES_FLAG.PIIMasking).toBe("legal_feature");
    expect(FEATURE_REQUIRES_FLAG.Grammar).toBeUndefined();
  });
});
