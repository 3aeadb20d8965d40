import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { rateLimits } from "./rate-limits.tables";

/**
 * Counts one attempt in a fixed window keyed by `key`, in PostgreSQL, so every server instance
 * counts against the same window. Answers the count so far and the milliseconds until it resets.
 */
export const countAttempt = async (
  db: Database,
  clock: Clock,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> => {
  const now = clock.now();
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz THEN ${resetAt.toISOString()}::timestamptz ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return { current: row?.count ?? 1, ttl: row ? Math.max(0, row.resetAt.getTime() - now.getTime()) : windowMs };
};

/**
 * @fastify/rate-limit's store over countAttempt (the plugin's built-in stores are per-process
 * memory or Redis, which Wordloom does not run).
 */
export const createPostgresRateLimitStore = (db: Database, clock: Clock) => {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void {
      countAttempt(db, clock, key, timeWindow ?? 60_000)
        .then((result) => callback(null, result))
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(): FastifyRateLimitStore {
      return new PostgresRateLimitStore();
    }
  }
  return PostgresRateLimitStore;
};
