import type { User } from "@wordloom/shared/model";

export type GrammarScope = "page" | "document";

/**
 * Spec document 3 §6: the document-wide toggle is for gold plans, not on mobile, and only when the
 * full-document flag is off; after a failed document check it falls back to page mode for good.
 */
export const canCheckDocument = (user: Pick<User, "subscriptionType" | "flags">, desktop: boolean, fellBack: boolean) =>
  user.subscriptionType === "gold" && desktop && !user.flags.full_document_check && !fellBack;
