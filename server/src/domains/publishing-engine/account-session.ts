import { and, eq, sql } from "drizzle-orm";
import type { DbDeps } from "../../context";
import type { LinkTarget, LinkTargetKind, PublishContext } from "../../integrations/platforms/provider";
import { openTokens, profileOf } from "../social-accounts/account-tokens";
import { isRefreshDue, refreshAccountTokens } from "../social-accounts/refresh-tokens";
import { socialAccounts, socialAccountTargets, type SocialAccountRow } from "../social-accounts/social-accounts.tables";
import type { SocialRuntime } from "../social-accounts/social-runtime";

/** Tokens expiring within this margin are refreshed before publishing (Shoutrrr TokenManager::fresh(), 120 s). */
export const PUBLISH_REFRESH_MARGIN_MS = 120_000;

type SessionDeps = DbDeps & { runtime: SocialRuntime };

/**
 * The account with a fresh token. The refresh runs under a per-account transaction lock
 * (pg_advisory_xact_lock), and the row is read again under it: of two workers publishing for one
 * account, one refreshes and the other finds the new token (a refresh token is often single use).
 */
export const freshAccount = async (
  deps: SessionDeps,
  accountId: string,
  /** The row when the caller has just read it (the reservation does): no second read unless a refresh is due. */
  readNow?: SocialAccountRow,
): Promise<SocialAccountRow | undefined> => {
  const [row] = readNow ? [readNow] : await deps.db.select().from(socialAccounts).where(eq(socialAccounts.id, accountId)).limit(1);
  if (!row || !isRefreshDue(row, deps.clock.now(), PUBLISH_REFRESH_MARGIN_MS)) {
    return row;
  }
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`social-account:${accountId}`}, 0))`);
    const [current] = await tx.select().from(socialAccounts).where(eq(socialAccounts.id, accountId)).limit(1);
    if (!current || !isRefreshDue(current, deps.clock.now(), PUBLISH_REFRESH_MARGIN_MS)) {
      return current;
    }
    await refreshAccountTokens({ db: tx, clock: deps.clock, runtime: deps.runtime }, current, PUBLISH_REFRESH_MARGIN_MS);
    const [after] = await tx.select().from(socialAccounts).where(eq(socialAccounts.id, accountId)).limit(1);
    return after;
  });
};

/** Who publishes: the opened tokens, the profile and the chosen destination (with its own token, e.g. a Facebook Page's). */
export const publishContextFor = async (
  deps: SessionDeps,
  account: SocialAccountRow,
  destinationId: string | null,
): Promise<PublishContext | { missingDestination: string }> => {
  const context: PublishContext = { tokens: openTokens(account, deps.runtime.cipher), profile: profileOf(account) };
  if (!destinationId) {
    return context;
  }
  const [row] = await deps.db
    .select()
    .from(socialAccountTargets)
    .where(and(eq(socialAccountTargets.accountId, account.id), eq(socialAccountTargets.targetId, destinationId)))
    .limit(1);
  if (!row) {
    return { missingDestination: destinationId };
  }
  const target: LinkTarget = {
    id: row.targetId,
    kind: row.kind as LinkTargetKind,
    name: row.name,
    pictureUrl: row.pictureUrl ?? undefined,
    parentId: row.parentId ?? undefined,
    accessToken: row.accessTokenSealed ? deps.runtime.cipher.open(row.accessTokenSealed) : undefined,
  };
  return { ...context, target };
};
