import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { activities } from "../activity/activity.tables";
import { enginePosts, engineTargets } from "./publishing-engine.tables";

/**
 * The roll-up's statements (rollup-post.ts). The publisher rolls up every batch twice, and building
 * them with drizzle's query builders on every call was a tenth of a worker's CPU (bench:publisher's
 * profile): the read is built once per database handle and prepared (named) on each connection, the
 * writes are short SQL templates. Every variable part is a parameter of fixed shape, whatever the
 * number of posts: the ids as a uuid array, the new statuses and the activity entries as JSON.
 */
const anyId = (name: string) => sql`${enginePosts.id} = any(${sql.placeholder(name)}::uuid[])`;

/** What the activity insert takes: the entries as one JSON array of { userId, action, documentId, details }. */
export interface LogParams {
  entries: string;
  now: string;
}

/** What the status update takes: post id → { status, message } as JSON, the changed ids, the time. */
export interface UpdateParams {
  changes: string;
  changedIds: string;
  now: string;
}

const column = (name: string) => sql.identifier(name);

/**
 * The activity entries inserted from one JSON parameter, in their order, optionally after a
 * statement of the same round trip (the status update as a CTE). Written as SQL rather than with
 * drizzle's insert-select, which also names the generated `seq` column.
 */
const insertEntries = (
  params: LogParams,
  before?: SQL,
) => sql`${before ? sql`with settled_posts as (${before} returning ${enginePosts.id}) ` : sql``}insert into ${activities}
  (${column(activities.userId.name)}, ${column(activities.documentId.name)}, ${column(activities.action.name)}, ${column(activities.details.name)}, ${column(activities.createdAt.name)})
  select (entry.value ->> 'userId')::uuid, (entry.value ->> 'documentId')::uuid, entry.value ->> 'action', entry.value -> 'details', ${params.now}::timestamptz
  from jsonb_array_elements(${params.entries}::jsonb) with ordinality as entry(value, position) order by entry.position`;

const updateSql = (params: UpdateParams) => {
  const change = sql`(${params.changes}::jsonb -> ${enginePosts.id}::text)`;
  return sql`update ${enginePosts} set ${column(enginePosts.status.name)} = ${change} ->> 'status', ${column(enginePosts.partialCompletionMessage.name)} = ${change} ->> 'message', ${column(enginePosts.updatedAt.name)} = ${params.now}::timestamptz where ${enginePosts.id} = any(${params.changedIds}::uuid[])`;
};

/** Inserts the activity entries. */
export const logEntries = async (db: Database, params: LogParams): Promise<void> => {
  await db.execute(insertEntries(params));
};

/** Stores the changed statuses. */
export const updatePosts = async (db: Database, params: UpdateParams): Promise<void> => {
  await db.execute(updateSql(params));
};

/** Stores the changed statuses and inserts the activity entries in one statement. */
export const updateAndLogEntries = async (db: Database, params: UpdateParams & LogParams): Promise<void> => {
  await db.execute(insertEntries(params, updateSql(params)));
};

export const rollupStatements = preparedPerDatabase((db: Database) => ({
  /** The posts and their targets. */
  read: db
    .select({
      post: {
        id: enginePosts.id,
        ownerId: enginePosts.ownerId,
        campaignId: enginePosts.campaignId,
        title: enginePosts.title,
        status: enginePosts.status,
        partialCompletionMessage: enginePosts.partialCompletionMessage,
      },
      target: engineTargets,
    })
    .from(enginePosts)
    .leftJoin(engineTargets, eq(engineTargets.postId, enginePosts.id))
    .where(anyId("postIds"))
    .prepare("publishing_engine_rollup_read"),
}));

/** An array parameter as a literal (node-postgres and PGlite read it alike). */
export const uuidArray = (ids: readonly string[]): string => `{${ids.join(",")}}`;
