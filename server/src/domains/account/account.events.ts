import type { FeatureName } from "@wordloom/shared/rules";

/** Events of the account and admin domains (see events/domain-events.ts). */
declare module "../../events/domain-events" {
  interface DomainEvents {
    "profile.updated": { userId: string; fields: string[] };
    "profile.picture_changed": { userId: string; removed: boolean };
    /** An admin changed a user's plan, role or add-ons. */
    "account.plan_changed": { userId: string; changes: Record<string, unknown> };
    /** A metered feature's use was spent by a successful call (the learning journey completes objectives from it). */
    "feature.used": { userId: string; feature: FeatureName };
  }
}

export {};
