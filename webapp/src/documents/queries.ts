import type { DocumentSort } from "@wordloom/shared/rules";

export interface DocumentListFilter {
  sort: DocumentSort;
  q: string;
  deleted: boolean;
}

/** The documents list's query keys; invalidating `all` refreshes every list page, trash included. */
export const documentKeys = {
  all: ["documents"] as const,
  list: ({ sort, q, deleted }: DocumentListFilter) => [...documentKeys.all, { sort, q, deleted }] as const,
};
