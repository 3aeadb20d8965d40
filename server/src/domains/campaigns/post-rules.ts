import { and, count, eq, inArray, ne } from "drizzle-orm";
import {
  CAMPAIGN_MESSAGES as M,
  checkPost,
  checkPublishDate,
  POST_TYPES,
  WEEKLY_TYPE_LIMITS,
  weeklyLimitReached,
  type PostCheckResult,
  type PostTypeKey,
  type PublishDateProblem,
  type WeeklyGroup,
} from "@wordloom/shared/rules";
import type { Database } from "../../db/client";
import { AppError, badRequest } from "../../errors";
import { xWeightedLength } from "../../integrations/platforms/x/x-text";
import { datesOf } from "./campaign-dates-of";
import { campaignPosts, type CampaignPostMediaRow, type CampaignPostRow, type CampaignRow } from "./campaigns.tables";
import type { TargetWithAccount } from "./post-details";

const DATE_MESSAGES: Record<PublishDateProblem, string> = {
  before_start: M.dateBeforeStart,
  after_end: M.dateAfterEnd,
  outside_window: M.dateOutsideWindow,
  too_soon: M.dateTooSoon,
};

/**
 * A post's date must lie in its campaign, within the one-year window, and (active campaign) at
 * least the schedule lead ahead (spec 4 §4, §5): 400 with the rule's message otherwise.
 */
export const assertPublishDate = (campaign: CampaignRow, publishAt: Date, now: Date): void => {
  if (Number.isNaN(publishAt.getTime())) {
    throw badRequest(M.invalidPublishDate);
  }
  const problem = checkPublishDate(datesOf(campaign), publishAt, now, { scheduled: campaign.status === "active" });
  if (problem) {
    throw badRequest(DATE_MESSAGES[problem], { rule: problem });
  }
};

const GROUP_LABELS: Record<WeeklyGroup, string> = {
  post: "Post, Infographics and Polls",
  carousel: "Carousel",
  story: "Story",
  reels: "Reels",
  video: "Video",
  shorts: "Shorts",
  blog: "Blog",
  mail: "Mail",
};

/** Spec 4 §5 weekly per-type limits (the post group combines Infographics, Polls and Post). */
export const assertWeeklyLimit = async (
  db: Pick<Database, "select">,
  campaignId: string,
  type: PostTypeKey,
  week: number,
  excludePostId: string | null,
): Promise<void> => {
  const group = POST_TYPES[type].weeklyGroup;
  const groupTypes = Object.values(POST_TYPES)
    .filter((info) => info.weeklyGroup === group)
    .map((info) => info.key);
  const [row] = await db
    .select({ n: count() })
    .from(campaignPosts)
    .where(
      and(
        eq(campaignPosts.campaignId, campaignId),
        eq(campaignPosts.week, week),
        inArray(campaignPosts.type, groupTypes),
        ...(excludePostId ? [ne(campaignPosts.id, excludePostId)] : []),
      ),
    );
  if (weeklyLimitReached(type, { [group]: row?.n ?? 0 })) {
    throw badRequest(M.weeklyLimit(GROUP_LABELS[group], WEEKLY_TYPE_LIMITS[group]), { rule: "weekly_limit", group, week });
  }
};

export type TargetForRules = Pick<TargetWithAccount, "accountId" | "platform" | "destinationKind" | "tags"> & {
  account: { isPremium: boolean };
};

/** Every rule of spec 4 §5 against the platform registry, for the post as it would be saved. */
export const runPostChecks = (
  post: Pick<CampaignPostRow, "type" | "content" | "title" | "xContent" | "poll">,
  targets: readonly TargetForRules[],
  media: readonly Pick<CampaignPostMediaRow, "kind" | "purpose" | "mimeType" | "byteLength" | "width" | "height" | "durationSeconds">[],
): PostCheckResult =>
  checkPost(
    {
      type: post.type,
      content: post.content,
      title: post.title,
      xContent: post.xContent,
      poll: post.poll ? { question: post.poll.question, options: post.poll.options } : null,
      media: media.filter((item) => item.purpose === "post"),
      targets: targets.map((target) => ({
        accountId: target.accountId,
        platform: target.platform,
        isPremium: target.account.isPremium,
        targetKind: target.destinationKind,
        tags: target.tags,
      })),
    },
    xWeightedLength,
  );

/** Refuses a save that breaks a rule: 400 with the first problem's message and all problems in details. */
export const assertNoProblems = (result: PostCheckResult): void => {
  const first = result.problems[0];
  if (first) {
    throw new AppError("BAD_REQUEST", first.message, { problems: result.problems });
  }
};
