import type { Database } from "../../db/client";
import { enginePosts, type EngineTargetRow, type PlannedContent } from "./publishing-engine.tables";

/** What the engine is asked to publish for a post, and the helpers both ways of planning it share (plan-publishing.ts, replan-kept-targets.ts). */

export interface PlannedTarget {
  accountId: string;
  platform: string;
  destinationId?: string | null;
  postType?: string;
  options?: Record<string, string | number | boolean>;
  /** The registry's verdict when the post breaks this platform's limits: the target fails at precheck with it. */
  blockedReasons?: string[];
}

export interface PostPlan {
  postId: string;
  ownerId: string;
  campaignId?: string | null;
  title: string;
  dueAt: Date;
  restricted?: boolean;
  /** True while the campaign is not active (pending or paused). */
  held?: boolean;
  content: PlannedContent;
  targets: PlannedTarget[];
}

export const sameDestination = (row: Pick<EngineTargetRow, "accountId" | "destinationId">, target: PlannedTarget) =>
  row.accountId === target.accountId && (row.destinationId ?? null) === (target.destinationId ?? null);

export const optionsOf = (target: PlannedTarget) => ({
  ...target.options,
  ...(target.blockedReasons && target.blockedReasons.length > 0 ? { blockedReasons: target.blockedReasons.join(" ") } : {}),
});

/** What a plan sets on the engine's post row, on insert and on update alike. */
const plannedFields = (plan: PostPlan, now: Date) => ({
  title: plan.title,
  dueAt: plan.dueAt,
  content: plan.content,
  restricted: plan.restricted ?? false,
  held: plan.held ?? false,
  updatedAt: now,
});

/** The engine's post row for a plan, inserted or brought up to date (one statement). */
export const upsertPlannedPost = (db: Pick<Database, "insert">, plan: PostPlan, now: Date) =>
  db
    .insert(enginePosts)
    .values({ id: plan.postId, ownerId: plan.ownerId, campaignId: plan.campaignId ?? null, createdAt: now, ...plannedFields(plan, now) })
    .onConflictDoUpdate({ target: enginePosts.id, set: plannedFields(plan, now) });
