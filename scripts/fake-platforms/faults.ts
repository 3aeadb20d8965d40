// Failures a test or a person injects per call with `POST /_faults`, consumed in order.
import type { FakeRequest, FakeResponse } from "./fake-platform";

export interface FaultRule {
  /** Only calls to these hosts' platform ("x", "linkedin", …); any when absent. */
  platform?: string;
  method?: string;
  /** The real path must contain this ("/2/tweets", "/media_publish"). */
  pathIncludes?: string;
  /**
   * respond: answer `status`/`headers`/`json` instead of the platform;
   * timeout: never answer (the client times out; nothing was done);
   * timeout_after: do the call (the post IS created), then never answer;
   * slow: do the call, then answer after `delayMs` (a slow platform: a worker may die while it waits).
   */
  mode: "respond" | "timeout" | "timeout_after" | "slow";
  delayMs?: number;
  status?: number;
  headers?: Record<string, string>;
  json?: unknown;
  /** How many matching calls it applies to (1 by default). */
  times?: number;
}

export function createFaults() {
  let rules: (FaultRule & { left: number })[] = [];
  return {
    add(rule: FaultRule) {
      rules.push({ ...rule, left: rule.times ?? 1 });
    },
    clear() {
      rules = [];
    },
    list: () => rules.map(({ left, ...rule }) => ({ ...rule, left })),
    /** The first rule matching this call, consumed once. */
    take(platform: string, request: FakeRequest): FaultRule | undefined {
      const rule = rules.find(
        (candidate) =>
          candidate.left > 0 &&
          (!candidate.platform || candidate.platform === platform) &&
          (!candidate.method || candidate.method.toUpperCase() === request.method) &&
          (!candidate.pathIncludes || request.path.includes(candidate.pathIncludes)),
      );
      if (!rule) {
        return undefined;
      }
      rule.left -= 1;
      rules = rules.filter((candidate) => candidate.left > 0);
      return rule;
    },
  };
}

export const faultResponse = (rule: FaultRule): FakeResponse => ({
  status: rule.status ?? 500,
  headers: rule.headers,
  json: rule.json ?? { error: "injected fault" },
});
