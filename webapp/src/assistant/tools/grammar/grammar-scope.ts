import type { User } from "@wordloom/shared/model";

export type GrammarScope = "page" | "document";

/**
 * Spec document 3 §6: whether the plan allows a document-wide check is the server's grammar policy
 * (`user.can.checkDocumentGrammar`); the toggle also needs a desktop screen, and after a failed
 * document check it falls back to page mode for good.
 */
export const canCheckDocument = (user: Pick<User, "can">, desktop: boolean, fellBack: boolean) =>
  user.can.checkDocumentGrammar && desktop && !fellBack;
