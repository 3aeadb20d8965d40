import type { PostListKind } from "./paths";

/** The publications feature's query keys: each Explore list, and one document's publishing state. */
export const publicationKeys = {
  all: ["publications"] as const,
  list: (kind: PostListKind) => ["publications", "list", kind] as const,
  status: (documentId: string) => ["publications", "status", documentId] as const,
};
