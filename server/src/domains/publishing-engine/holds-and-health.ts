import { sql } from "drizzle-orm";
import type { DbDeps } from "../../context";
import { providerHealth, publishingHolds } from "./publishing-engine.tables";

const META_PLATFORMS = new Set(["facebook", "instagram"]);

/** Meta limits per app (X-App-Usage), the others per account (handbook §2.5). */
export const holdKeyFor = (platform: string, accountId: string): string =>
  META_PLATFORMS.has(platform) ? "app:meta" : `account:${accountId}`;

/** Holds publishing for the key until the platform's reset time (never shortens a longer hold). */
export const holdUntil = async (deps: Pick<DbDeps, "db">, key: string, until: Date, reason: string): Promise<void> => {
  await deps.db
    .insert(publishingHolds)
    .values({ key, until, reason })
    .onConflictDoUpdate({
      target: publishingHolds.key,
      set: { until: sql`greatest(${publishingHolds.until}, excluded.until)`, reason: sql`excluded.reason` },
    });
};

/** A success is written at most this often per platform and process (it is a health line, not a log). */
const SUCCESS_WRITE_INTERVAL_MS = 5_000;
const lastSuccessWrite = new Map<string, number>();

export const recordProviderSuccess = async (deps: DbDeps, platform: string): Promise<void> => {
  const now = deps.clock.now();
  const key = `${platform}`;
  const previous = lastSuccessWrite.get(key);
  if (previous !== undefined && Math.abs(now.getTime() - previous) < SUCCESS_WRITE_INTERVAL_MS) {
    return;
  }
  lastSuccessWrite.set(key, now.getTime());
  await deps.db
    .insert(providerHealth)
    .values({ platform, lastSuccessAt: now })
    .onConflictDoUpdate({ target: providerHealth.platform, set: { lastSuccessAt: now } });
};

export const recordProviderError = async (deps: DbDeps, platform: string, kind: string, message: string): Promise<void> => {
  const now = deps.clock.now();
  const values = { lastErrorAt: now, lastErrorKind: kind, lastErrorMessage: message.slice(0, 500) };
  await deps.db
    .insert(providerHealth)
    .values({ platform, ...values })
    .onConflictDoUpdate({ target: providerHealth.platform, set: values });
};
