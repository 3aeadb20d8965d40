/** Events of the analysis domain (see events/domain-events.ts). */
declare module "../../events/domain-events" {
  interface DomainEvents {
    /** A complete grammar check (no block left unchecked): how many words it read and findings it answered. */
    "grammar.checked": { userId: string; documentId: string | null; words: number; findings: number };
  }
}

export {};
