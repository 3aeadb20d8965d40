import { and, eq, gt, lt, sql } from "drizzle-orm";
import {
  computeFeatureFlags,
  defaultAllowance,
  FEATURE_REQUIRES_FLAG,
  FEATURES,
  isFeatureExhausted,
  type FeatureName,
} from "@wordloom/shared/rules";
import type { FeatureUsage } from "@wordloom/shared/model";
import type { Database } from "../../db/client";
import { featureUsage } from "./feature-usage.tables";
import { type UserRow } from "./users.tables";
import { entitlementOf } from "./present-user";

/** Where a reserved use was taken from, so a failed call can give it back to the same place. */
export type UseSource = "allowance" | "topUp";

const ensureUsageRow = async (db: Database, user: UserRow, feature: FeatureName) => {
  await db
    .insert(featureUsage)
    .values({ userId: user.id, feature, allowedUsage: defaultAllowance(feature, user.subscriptionType) })
    .onConflictDoNothing();
};

export const isEntitled = (user: UserRow, feature: FeatureName): boolean => {
  const flag = FEATURE_REQUIRES_FLAG[feature];
  return flag === undefined || computeFeatureFlags(entitlementOf(user))[flag];
};

/**
 * Takes one use of a feature atomically: from the allowance while it lasts, then from the top-up.
 * Each UPDATE re-checks its condition under the row lock, so concurrent calls can never take more
 * uses than exist. Answers null when the feature is exhausted.
 */
export const reserveFeatureUse = async (db: Database, user: UserRow, feature: FeatureName): Promise<UseSource | null> => {
  await ensureUsageRow(db, user, feature);
  const key = and(eq(featureUsage.userId, user.id), eq(featureUsage.feature, feature));
  const fromAllowance = await db
    .update(featureUsage)
    .set({ usageCount: sql`${featureUsage.usageCount} + 1` })
    .where(and(key, lt(featureUsage.usageCount, featureUsage.allowedUsage)))
    .returning({ usageCount: featureUsage.usageCount });
  if (fromAllowance.length > 0) {
    return "allowance";
  }
  const fromTopUp = await db
    .update(featureUsage)
    .set({ topUpUsed: sql`${featureUsage.topUpUsed} + 1` })
    .where(and(key, lt(featureUsage.topUpUsed, featureUsage.topUp)))
    .returning({ topUpUsed: featureUsage.topUpUsed });
  return fromTopUp.length > 0 ? "topUp" : null;
};

/** Gives back a use reserved for a call that then failed. */
export const refundFeatureUse = async (db: Database, userId: string, feature: FeatureName, source: UseSource): Promise<void> => {
  const key = and(eq(featureUsage.userId, userId), eq(featureUsage.feature, feature));
  if (source === "allowance") {
    await db
      .update(featureUsage)
      .set({ usageCount: sql`${featureUsage.usageCount} - 1` })
      .where(and(key, gt(featureUsage.usageCount, 0)));
  } else {
    await db
      .update(featureUsage)
      .set({ topUpUsed: sql`${featureUsage.topUpUsed} - 1` })
      .where(and(key, gt(featureUsage.topUpUsed, 0)));
  }
};

const rowsByFeature = async (db: Database, userId: string) => {
  const rows = await db.select().from(featureUsage).where(eq(featureUsage.userId, userId));
  return new Map(rows.map((row) => [row.feature, row]));
};

const usageOf = (user: UserRow, feature: FeatureName, row: typeof featureUsage.$inferSelect | undefined): FeatureUsage => {
  const counts = row ?? { allowedUsage: defaultAllowance(feature, user.subscriptionType), usageCount: 0, topUp: 0, topUpUsed: 0 };
  const entitled = isEntitled(user, feature);
  return {
    feature,
    allowedUsage: counts.allowedUsage,
    usageCount: counts.usageCount,
    topUp: counts.topUp,
    topUpUsed: counts.topUpUsed,
    exhausted: !entitled || isFeatureExhausted(counts),
    entitled,
  };
};

/** The spec's authorization answer for one feature: result 1 when blocked. */
export const authorizeFeature = async (db: Database, user: UserRow, feature: FeatureName) => {
  const rows = await rowsByFeature(db, user.id);
  const usage = usageOf(user, feature, rows.get(feature));
  return { result: usage.exhausted ? (1 as const) : (0 as const), allowedUsage: usage.allowedUsage, usageCount: usage.usageCount };
};

export const listFeatureUsage = async (db: Database, user: UserRow): Promise<FeatureUsage[]> => {
  const rows = await rowsByFeature(db, user.id);
  return FEATURES.map((feature) => usageOf(user, feature, rows.get(feature)));
};

/** After a plan change, every stored allowance follows the new plan's table. */
export const applyPlanAllowances = async (db: Database, user: UserRow): Promise<void> => {
  const rows = await rowsByFeature(db, user.id);
  for (const feature of rows.keys()) {
    await db
      .update(featureUsage)
      .set({ allowedUsage: defaultAllowance(feature, user.subscriptionType) })
      .where(and(eq(featureUsage.userId, user.id), eq(featureUsage.feature, feature)));
  }
};
