import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { optionsOf, sameDestination, upsertPlannedPost, type PlannedTarget, type PostPlan } from "./planned-post";
import { sendPublishJobs } from "./publishing-engine.jobs";
import { enginePosts, engineTargets, type EngineTargetRow } from "./publishing-engine.tables";

type PlanDeps = Pick<AppContext, "db" | "clock" | "jobs">;

/** A post's engine targets as read just before its plan (what the re-plan compares the plan with). */
export type KnownTargets = Pick<EngineTargetRow, "id" | "accountId" | "destinationId" | "state" | "releasedAt">[];

/** The post's engine targets, for planPostPublishing's `known` (one read by post id, beside the plan's own reads). */
export const readKnownTargets = (db: Pick<Database, "select">, postId: string): Promise<KnownTargets> =>
  db
    .select({
      id: engineTargets.id,
      accountId: engineTargets.accountId,
      destinationId: engineTargets.destinationId,
      state: engineTargets.state,
      releasedAt: engineTargets.releasedAt,
    })
    .from(engineTargets)
    .where(eq(engineTargets.postId, postId));

/** The kept scheduled targets that get the same post type and options: one UPDATE each group. */
const groupsOf = (kept: { row: KnownTargets[number]; target: PlannedTarget }[]) => {
  const groups = new Map<string, { postType: string; options: ReturnType<typeof optionsOf>; ids: string[] }>();
  for (const { row, target } of kept) {
    const postType = target.postType ?? "post";
    const options = optionsOf(target);
    const key = JSON.stringify([postType, options]);
    const group = groups.get(key);
    if (group) {
      group.ids.push(row.id);
    } else {
      groups.set(key, { postType, options, ids: [row.id] });
    }
  }
  return [...groups.values()];
};

/**
 * The re-plan of a post whose chosen targets are all there already and none of whose scheduled
 * targets was dropped (a move, a restriction, an edit of the text): the post's row and every kept
 * scheduled target (re-timed, with their post type and options, grouped by those) in one statement
 * per group, the post's row written by the first group's statement (a WITH clause), instead of one
 * statement per target after a read. When no job can follow (the post is restricted or held and no
 * target was released) and one statement does it all, it runs without a transaction (a statement is
 * atomic). Answers false, having written nothing, when the plan adds or drops a target: then
 * planPostPublishing's transaction writes the post's row first, so plans of one post that add
 * targets run one after the other.
 */
export const replanKeptTargets = async (deps: PlanDeps, plan: PostPlan, known: KnownTargets): Promise<boolean> => {
  const kept: { row: KnownTargets[number]; target: PlannedTarget }[] = [];
  for (const target of plan.targets) {
    const row = known.find((candidate) => sameDestination(candidate, target));
    if (!row) {
      return false;
    }
    if (row.state === "scheduled") {
      kept.push({ row, target });
    }
  }
  const keptIds = new Set(kept.map(({ row }) => row.id));
  if (known.some((row) => row.state === "scheduled" && !keptIds.has(row.id))) {
    return false;
  }
  const now = deps.clock.now();
  const stopped = (plan.restricted ?? false) || (plan.held ?? false);
  const groups = groupsOf(kept);
  const write = async (db: Pick<Database, "insert" | "update" | "$with" | "with">) => {
    const updated: { id: string; releasedAt: Date | null }[] = [];
    if (groups.length === 0) {
      await upsertPlannedPost(db, plan, now);
    }
    // The first group's statement also writes the post's row (a WITH clause).
    const withPlannedPost = () => db.with(db.$with("planned_post").as(upsertPlannedPost(db, plan, now).returning({ id: enginePosts.id })));
    for (const [index, group] of groups.entries()) {
      const update = (index === 0 ? withPlannedPost() : db)
        .update(engineTargets)
        .set({ dueAt: plan.dueAt, nextAttemptAt: null, postType: group.postType, options: group.options, updatedAt: now })
        // `state = 'scheduled'` again: a worker may have claimed it since the read; then it keeps its attempt and gets no job.
        .where(and(inArray(engineTargets.id, group.ids), eq(engineTargets.state, "scheduled")))
        .returning({ id: engineTargets.id, releasedAt: engineTargets.releasedAt });
      updated.push(...(await update));
    }
    return updated.filter((row) => row.releasedAt || !stopped).map((row) => ({ targetId: row.id, runAt: plan.dueAt }));
  };
  const mayQueue = kept.some(({ row }) => row.releasedAt || !stopped);
  if (!mayQueue && groups.length <= 1) {
    await write(deps.db);
    return true;
  }
  await deps.db.transaction(async (tx) => {
    await sendPublishJobs(deps, await write(tx), tx);
  });
  return true;
};
