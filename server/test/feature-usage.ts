import { and, eq } from "drizzle-orm";
import type { FeatureName } from "@wordloom/shared/rules";
import type { Database } from "../src/db/client";
import { featureUsage } from "../src/domains/account/feature-usage.tables";

export interface UsageCounts {
  allowedUsage: number;
  usageCount?: number;
  topUp?: number;
  topUpUsed?: number;
}

/** Sets a user's counts for one feature (missing counts are 0). */
export const setFeatureUsage = async (db: Database, userId: string, feature: FeatureName, counts: UsageCounts) => {
  const values = { usageCount: 0, topUp: 0, topUpUsed: 0, ...counts };
  await db
    .insert(featureUsage)
    .values({ userId, feature, ...values })
    .onConflictDoUpdate({ target: [featureUsage.userId, featureUsage.feature], set: values });
};

/** The stored counts of one feature, or undefined before its first use. */
export const featureUsageRow = async (db: Database, userId: string, feature: FeatureName) => {
  const [row] = await db
    .select()
    .from(featureUsage)
    .where(and(eq(featureUsage.userId, userId), eq(featureUsage.feature, feature)));
  return row;
};
