import type { FeatureUsage } from "@wordloom/shared/model";

/** How one feature's row reads (spec document 1 §4). */
interface UsageDisplay {
  state: "available" | "exhausted" | "notInPlan";
  /** Share of the allowance used, 0..1, for the bar. */
  fraction: number;
  /** "usageCount / allowedUsage". */
  usageText: string;
  /** "Top-up: used / total", when the account has a top-up. */
  topUpText: string | null;
  /** Close to the limit: the bar turns to a warning colour. */
  nearLimit: boolean;
}

const NEAR_LIMIT_FRACTION = 0.8;

export const usageDisplay = (usage: FeatureUsage): UsageDisplay => {
  const fraction = usage.allowedUsage > 0 ? Math.min(1, usage.usageCount / usage.allowedUsage) : 1;
  const state = !usage.entitled ? "notInPlan" : usage.exhausted ? "exhausted" : "available";
  return {
    state,
    fraction,
    usageText: `${usage.usageCount} / ${usage.allowedUsage}`,
    topUpText: usage.topUp > 0 ? `Top-up: ${usage.topUpUsed} / ${usage.topUp}` : null,
    nearLimit: state === "available" && fraction >= NEAR_LIMIT_FRACTION,
  };
};
