import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { PlatformId } from "@wordloom/shared/rules";
import type { WorkerDeps } from "../../context";
import { socialRuntime } from "../social-accounts/social-runtime";
import { freshAccount, publishContextFor } from "./account-session";
import { textFor } from "./draft-for-target";
import { enginePosts, engineTargets } from "./publishing-engine.tables";
import { settlePost } from "./rollup-post";

/** How far back unknown outcomes are settled automatically (older ones wait for a person). */
const SETTLE_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * Settled only once this old: well past the platform calls' timeout (30 s), so no request of the
 * attempt can still be on its way when the platform's list is read.
 */
export const SETTLE_AFTER_MS = 2 * 60 * 1000;

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Settles outcome_unknown targets where the platform lists the account's recent posts (X's
 * timeline, a Facebook Page's feed, LinkedIn's posts by author, an Instagram account's media): a
 * post with the same text since the attempt started means it was published (marked posted with its
 * link); none means it was not (failed, so the user may re-upload). Platforms without a listing
 * (YouTube, Medium, Gmail) and listings the account may not read keep the state for the user to check.
 */
export const settleUnknownTargets = async (deps: WorkerDeps, options: { postIds?: readonly string[] } = {}): Promise<number> => {
  const runtime = socialRuntime(deps);
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ target: engineTargets, content: enginePosts.content })
    .from(engineTargets)
    .innerJoin(enginePosts, eq(enginePosts.id, engineTargets.postId))
    .where(
      and(
        eq(engineTargets.state, "outcome_unknown"),
        gt(engineTargets.updatedAt, new Date(now.getTime() - SETTLE_WINDOW_MS)),
        lt(engineTargets.updatedAt, new Date(now.getTime() - SETTLE_AFTER_MS)),
        options.postIds ? inArray(engineTargets.postId, [...options.postIds]) : undefined,
      ),
    )
    .limit(50);
  let settled = 0;
  for (const { target, content } of rows) {
    const publishing = runtime.provider(target.platform as PlatformId)?.publishing;
    if (!publishing?.recentPosts) {
      continue;
    }
    const account = await freshAccount({ db: deps.db, clock: deps.clock, runtime }, target.accountId);
    if (!account || account.status !== "linked") {
      continue;
    }
    const context = await publishContextFor({ db: deps.db, clock: deps.clock, runtime }, account, target.destinationId);
    if ("missingDestination" in context) {
      continue;
    }
    const since = new Date((target.attemptStartedAt ?? target.dueAt).getTime() - 60_000);
    const recent = await publishing.recentPosts(context, since).catch(() => undefined);
    if (!recent) {
      continue;
    }
    const expected = normalize(publishing.prepareText(textFor(target.platform, content)));
    const match = recent.find((post) => normalize(post.text) === expected && (!post.createdAt || post.createdAt >= since));
    const [row] = await deps.db
      .update(engineTargets)
      .set(
        match
          ? {
              state: "posted",
              platformPostId: match.platformPostId,
              url: match.url ?? null,
              postedAt: match.createdAt ?? now,
              error: null,
              settledBy: "recent_posts",
              attemptId: null,
              updatedAt: now,
            }
          : {
              state: "failed",
              error: "The platform shows no such post: it was not published. You can upload it again.",
              settledBy: "recent_posts",
              // The attempt id stays: a worker that hears its answer after all still records the truth.
              updatedAt: now,
            },
      )
      .where(and(eq(engineTargets.id, target.id), eq(engineTargets.state, "outcome_unknown")))
      .returning();
    if (row) {
      settled += 1;
      await settlePost(deps, row.postId, row);
    }
  }
  return settled;
};
