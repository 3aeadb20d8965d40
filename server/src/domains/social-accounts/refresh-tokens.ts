import { and, eq, inArray, isNotNull, lt } from "drizzle-orm";
import type { PlatformId } from "@wordloom/shared/rules";
import type { DbDeps } from "../../context";
import { PlatformError } from "../../integrations/platforms/platform-error";
import { openTokens, sealedTokenColumns } from "./account-tokens";
import { socialAccounts, type SocialAccountRow } from "./social-accounts.tables";
import type { SocialRuntime } from "./social-runtime";
import { TokenCipherError } from "./token-cipher";

/**
 * Tokens are refreshed this long before they expire (handbook §2.9: Shoutrrr refreshes 120 s
 * ahead on use; the sweeper runs every 5 minutes, so its margin must cover a whole interval).
 */
export const REFRESH_MARGIN_MS = 10 * 60 * 1000;

export type RefreshOutcome = "refreshed" | "not_due" | "needs_reconnect" | "retry_later" | "rotated_elsewhere" | "unreadable";

/** Whether an account's access token must be refreshed now: linked, with an expiry within the margin. */
export const isRefreshDue = (
  row: Pick<SocialAccountRow, "status" | "accessTokenExpiresAt">,
  now: Date,
  margin = REFRESH_MARGIN_MS,
): row is Pick<SocialAccountRow, "status"> & { accessTokenExpiresAt: Date } =>
  row.status === "linked" && row.accessTokenExpiresAt !== null && row.accessTokenExpiresAt.getTime() - now.getTime() <= margin;

const markNeedsReconnect = async (deps: DbDeps, row: SocialAccountRow, reason: string) => {
  await deps.db
    .update(socialAccounts)
    .set({ status: "needs_reconnect", statusReason: reason, updatedAt: deps.clock.now() })
    .where(and(eq(socialAccounts.id, row.id), eq(socialAccounts.accessTokenSealed, row.accessTokenSealed)));
};

/**
 * Refreshes one account's tokens when they expire within the margin. The new set is stored only if
 * nobody else refreshed meanwhile (compare-and-set on the sealed access token), so two refreshers
 * never overwrite each other; a refused refresh whose refresh token was already rotated by another
 * refresher is not a reason to reconnect (cloudflare/workers-sdk #15089). A dead grant marks the
 * account needs_reconnect with the platform's reason; network and server trouble waits for the next sweep.
 */
export const refreshAccountTokens = async (
  deps: DbDeps & { runtime: SocialRuntime },
  row: SocialAccountRow,
  margin = REFRESH_MARGIN_MS,
): Promise<RefreshOutcome> => {
  const now = deps.clock.now();
  if (!isRefreshDue(row, now, margin)) {
    return "not_due";
  }
  const provider = deps.runtime.provider(row.platform as PlatformId);
  if (!provider || provider.linking.kind !== "oauth") {
    return "retry_later";
  }
  const stored = openTokens(row, deps.runtime.cipher);
  if (!stored.refreshToken) {
    if (row.accessTokenExpiresAt.getTime() <= now.getTime()) {
      await markNeedsReconnect(deps, row, "The access expired and the platform gave no refresh token. Reconnect the account.");
      return "needs_reconnect";
    }
    return "not_due";
  }
  let fresh;
  try {
    fresh = await provider.linking.refresh(stored);
  } catch (error) {
    if (!(error instanceof PlatformError) || error.kind !== "auth_expired") {
      return "retry_later";
    }
    const [current] = await deps.db.select().from(socialAccounts).where(eq(socialAccounts.id, row.id)).limit(1);
    if (current && current.accessTokenSealed !== row.accessTokenSealed) {
      return "rotated_elsewhere";
    }
    await markNeedsReconnect(deps, row, error.message);
    return "needs_reconnect";
  }
  const updated = await deps.db
    .update(socialAccounts)
    .set({ ...sealedTokenColumns(fresh, deps.runtime.cipher, row), refreshedAt: now, updatedAt: now })
    .where(and(eq(socialAccounts.id, row.id), eq(socialAccounts.accessTokenSealed, row.accessTokenSealed)))
    .returning({ id: socialAccounts.id });
  return updated.length > 0 ? "refreshed" : "rotated_elsewhere";
};

export interface SweepOptions {
  margin?: number;
  /** Only these owners' accounts (tests, which share one database with other test files). */
  ownerIds?: readonly string[];
}

/**
 * The sweeper: every linked account whose access token expires within the margin is refreshed. One
 * account never stops the sweep: tokens no configured secret opens are counted `unreadable` (and
 * left for `secrets:rotate` with the right APP_SECRET_PREVIOUS), anything else unexpected waits for
 * the next sweep as `retry_later`.
 */
export const sweepExpiringTokens = async (
  deps: DbDeps & { runtime: SocialRuntime },
  { margin = REFRESH_MARGIN_MS, ownerIds }: SweepOptions = {},
): Promise<Record<RefreshOutcome, number>> => {
  const horizon = new Date(deps.clock.now().getTime() + margin);
  const due = await deps.db
    .select()
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.status, "linked"),
        isNotNull(socialAccounts.accessTokenExpiresAt),
        lt(socialAccounts.accessTokenExpiresAt, horizon),
        ownerIds === undefined ? undefined : inArray(socialAccounts.ownerId, [...ownerIds]),
      ),
    );
  const counts: Record<RefreshOutcome, number> = {
    refreshed: 0,
    not_due: 0,
    needs_reconnect: 0,
    retry_later: 0,
    rotated_elsewhere: 0,
    unreadable: 0,
  };
  for (const row of due) {
    try {
      counts[await refreshAccountTokens(deps, row, margin)] += 1;
    } catch (error) {
      counts[error instanceof TokenCipherError ? "unreadable" : "retry_later"] += 1;
    }
  }
  return counts;
};
