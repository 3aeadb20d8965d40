import type { CITATION_TYPES } from "@wordloom/shared/model";
import { computeFeatureFlags } from "@wordloom/shared/rules";
import type { UserRow } from "../account/users.tables";
import { entitlementOf } from "../account/entitlement";
import { definePolicy } from "../../policies/index";

type Citations = readonly { citationType: (typeof CITATION_TYPES)[number] }[];

/** Formatting citations is open to every user; legal citations need a plan with the legal-citation flag. */
export const citationPolicy = definePolicy({
  notFound: "Not found.",
  see: () => true,
  rules: {
    format: (user: UserRow, citations: Citations) =>
      citations.some((citation) => citation.citationType === "legal") && !computeFeatureFlags(entitlementOf(user)).citation_legal_available
        ? { planRequired: "citation_legal_available" as const }
        : true,
  },
});
