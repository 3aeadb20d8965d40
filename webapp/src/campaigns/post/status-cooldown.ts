import { ApiError } from "@wordloom/shared/api";
import { CAMPAIGN_LIMITS } from "@wordloom/shared/rules";

/**
 * When Check Status may be pressed again (spec 4 §4: every 5 seconds), on this browser's clock.
 * The server's answer holds nextCheckAt on the server's clock, which need not agree with the
 * browser's (a clock a few minutes off kept the button grey for minutes): only waits are taken from
 * the server, never its times. After a check: 5 s from the press; after a refusal for checking too
 * soon (429 with retryAfterMs): that wait from now; after any other refusal, the press's own 5 s.
 */
export const statusCooldownEnd = (pressedAt: number, now: number, refusal?: unknown): number => {
  const afterPress = pressedAt + CAMPAIGN_LIMITS.statusRefreshCooldownMs;
  if (refusal instanceof ApiError && refusal.status === 429) {
    const details = refusal.details;
    const wait =
      typeof details === "object" && details !== null && "retryAfterMs" in details && typeof details.retryAfterMs === "number"
        ? details.retryAfterMs
        : CAMPAIGN_LIMITS.statusRefreshCooldownMs;
    return Math.max(afterPress, now + Math.min(wait, CAMPAIGN_LIMITS.statusRefreshCooldownMs));
  }
  return afterPress;
};
