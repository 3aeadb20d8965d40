import { z } from "zod";
import { FEATURES } from "../rules";

export const FeatureParamSchema = z.object({ feature: z.enum(FEATURES) });

/** The spec's authorization answer: result 1 means blocked (spec document 1 §7). */
export const FeatureAuthorizationSchema = z.object({
  result: z.union([z.literal(0), z.literal(1)]),
  allowedUsage: z.number().int(),
  usageCount: z.number().int(),
});

export const FeatureUsageSchema = z.object({
  feature: z.enum(FEATURES),
  allowedUsage: z.number().int(),
  usageCount: z.number().int(),
  topUp: z.number().int(),
  topUpUsed: z.number().int(),
  exhausted: z.boolean(),
  /** The plan flag the feature also needs, and whether the account holds it. */
  entitled: z.boolean(),
});

export const AccountUsageSchema = z.object({ features: z.array(FeatureUsageSchema) });
export type FeatureUsage = z.output<typeof FeatureUsageSchema>;
