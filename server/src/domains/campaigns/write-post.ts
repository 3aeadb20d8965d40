import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { removeMediaFile } from "../../integrations/media-store";
import { campaignPostMedia, campaignPostTargets, campaignPosts, type CampaignPostMediaRow, type CampaignPostRow } from "./campaigns.tables";
import { assertNoProblems, runPostChecks } from "./post-rules";
import type { TargetDraft } from "./resolve-targets";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Writer = Database | Tx;

export interface CheckedTargets {
  targets: TargetDraft[];
  notes: string[];
}

/**
 * Runs the post's checks (spec 4 §5 against the registry) for the state about to be saved: a
 * problem refuses the save (400 with the spec's message); each target gets its verdict
 * (`publishable`, `reasons`), which the publisher reads.
 */
export const checkForSave = (
  post: Pick<CampaignPostRow, "type" | "content" | "title" | "xContent" | "poll">,
  targets: readonly TargetDraft[],
  media: Parameters<typeof runPostChecks>[2],
): CheckedTargets => {
  const result = runPostChecks(post, targets, media);
  assertNoProblems(result);
  return {
    targets: targets.map((target, index) => {
      const verdict = result.targets[index];
      return { ...target, publishable: verdict?.publishable ?? true, reasons: verdict?.reasons ?? [] };
    }),
    notes: result.warnings,
  };
};

/** Replaces a post's targets with these (a target kept keeps its publishing state). */
export const replaceTargets = async (tx: Writer, postId: string, targets: readonly TargetDraft[], now: Date): Promise<void> => {
  await tx.delete(campaignPostTargets).where(eq(campaignPostTargets.postId, postId));
  if (targets.length === 0) {
    return;
  }
  await tx.insert(campaignPostTargets).values(targets.map(({ account: _account, ...target }) => ({ ...target, postId, updatedAt: now })));
};

export const loadMediaRows = (tx: Pick<Database, "select">, postId: string): Promise<CampaignPostMediaRow[]> =>
  tx
    .select()
    .from(campaignPostMedia)
    .where(eq(campaignPostMedia.postId, postId))
    .orderBy(asc(campaignPostMedia.position), asc(campaignPostMedia.createdAt));

/** Removes stored files no media row names any more (clones share their original's files). */
export const removeUnreferencedFiles = async (
  db: Pick<Database, "select">,
  mediaDir: string,
  paths: readonly (string | null)[],
): Promise<void> => {
  const candidates = [...new Set(paths.filter((path): path is string => path !== null))];
  if (candidates.length === 0) {
    return;
  }
  const still = await db
    .select({ path: campaignPostMedia.storedPath })
    .from(campaignPostMedia)
    .where(inArray(campaignPostMedia.storedPath, candidates));
  const kept = new Set(still.map((row) => row.path));
  for (const path of candidates) {
    if (!kept.has(path)) {
      await removeMediaFile(mediaDir, path);
    }
  }
};

/** The stored files of some posts (before they are deleted). */
export const storedPathsOf = async (db: Pick<Database, "select">, postIds: readonly string[]): Promise<(string | null)[]> => {
  if (postIds.length === 0) {
    return [];
  }
  const rows = await db
    .select({ path: campaignPostMedia.storedPath, thumb: campaignPostMedia.thumbnailPath })
    .from(campaignPostMedia)
    .where(inArray(campaignPostMedia.postId, [...postIds]));
  return rows.flatMap((row) => [row.path, row.thumb]);
};

/** Keeps one link (the spec's Url media) on the post: the given URL, or none. */
export const setLink = async (tx: Writer, postId: string, link: string | null, now: Date): Promise<void> => {
  await tx.delete(campaignPostMedia).where(and(eq(campaignPostMedia.postId, postId), eq(campaignPostMedia.kind, "url")));
  if (link) {
    await tx.insert(campaignPostMedia).values({
      postId,
      kind: "url",
      purpose: "post",
      title: link,
      externalUrl: link,
      mimeType: "text/uri-list",
      position: 1_000,
      createdAt: now,
    });
  }
};

/** Orders the post's media as given (ids of this post's media; others keep their place after them). */
export const orderMedia = async (tx: Writer, media: readonly CampaignPostMediaRow[], order: readonly string[]): Promise<void> => {
  for (const [position, id] of order.entries()) {
    if (media.some((item) => item.id === id)) {
      await tx.update(campaignPostMedia).set({ position }).where(eq(campaignPostMedia.id, id));
    }
  }
};

export const insertPost = async (tx: Writer, values: typeof campaignPosts.$inferInsert): Promise<CampaignPostRow> => {
  const [row] = await tx.insert(campaignPosts).values(values).returning();
  if (!row) {
    throw new Error("could not insert post");
  }
  return row;
};
