import { and, asc, sql, type SQL } from "drizzle-orm";
import { campaignPosts } from "./campaigns.tables";

/** A page's last post, as the list orders posts (publish time, then id). */
export interface PostPosition {
  publishAt: Date;
  id: string;
}

/** The cursor the next page starts after: "<ISO instant>_<id>" (PostCursorSchema checked its shape). */
export const encodePostCursor = (last: PostPosition): string => `${last.publishAt.toISOString()}_${last.id}`;

export const decodePostCursor = (cursor: string): PostPosition => {
  const [at = "", id = ""] = cursor.split("_");
  return { publishAt: new Date(at), id };
};

/** The list's order, stable when posts share a publish time. */
export const POST_ORDER = [asc(campaignPosts.publishAt), asc(campaignPosts.id)] as const;

/**
 * The filtered posts after the cursor (keyset paging: a row comparison on publish time and id, so a
 * later page costs what the first does and a post moved meanwhile is neither shown twice nor skipped
 * by the posts around it).
 */
export const afterCursor = (filters: SQL | undefined, cursor: string | undefined): SQL | undefined => {
  if (cursor === undefined) {
    return filters;
  }
  const last = decodePostCursor(cursor);
  return and(
    filters,
    sql`(${campaignPosts.publishAt}, ${campaignPosts.id}) > (${last.publishAt.toISOString()}::timestamptz, ${last.id}::uuid)`,
  );
};
