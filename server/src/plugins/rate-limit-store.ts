import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { rateLimits } from "./rate-limits.tables";

/**
 * A fixed-window rate-limit store in PostgreSQL, so every server instance counts against the same
 * window (the plugin's built-in stores are per-process memory or Redis, which Wordloom does not run).
 */
export const createPostgresRateLimitStore = (db: Database, clock: Clock) => {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void {
      const windowMs = timeWindow ?? 60_000;
      const now = clock.now();
      const resetAt = new Date(now.getTime() + windowMs);
      db.insert(rateLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz THEN 1 ELSE ${rateLimits.count} + 1 END`,
            resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz THEN ${resetAt.toISOString()}::timestamptz ELSE ${rateLimits.resetAt} END`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .then(([row]) => {
          const ttl = row ? Math.max(0, row.resetAt.getTime() - now.getTime()) : windowMs;
          callback(null, { current: row?.count ?? 1, ttl });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(): FastifyRateLimitStore {
      return new PostgresRateLimitStore();
    }
  }
  return PostgresRateLimitStore;
};
