import { TZDate } from "@date-fns/tz";
import { CAMPAIGN_LIMITS } from "./campaign-limits";

/**
 * The date rules of campaigns and scheduled posts (spec document 4 §4, §5, §9). Instants are
 * stored; calendar dates ("YYYY-MM-DD") and times ("HH:mm") are read in the campaign's IANA time
 * zone (the owner's profile zone when it was created) with @date-fns/tz, so a post never shifts
 * when it is saved from another zone. The current time is always passed in (the injectable clock).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isCalendarDate = (value: string): boolean => {
  const match = DATE.exec(value);
  if (!match) {
    return false;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export const isClockTime = (value: string): boolean => TIME.test(value);

/** Whether the runtime knows this IANA time zone. */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const utcDay = (date: string): number => {
  const match = DATE.exec(date);
  if (!match) {
    throw new Error(`Not a calendar date: ${date}`);
  }
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
};

/** A calendar date plus whole days (no time zone involved: days are calendar days). */
export const addCalendarDays = (date: string, days: number): string => new Date(utcDay(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const calendarDaysBetween = (from: string, to: string): number => Math.round((utcDay(to) - utcDay(from)) / DAY_MS);

/**
 * Reading an instant in a zone is the hot path of every list (500 posts, two reads each): one cached
 * Intl formatter per zone (the same zone data @date-fns/tz reads), read as little as possible (offsetAt).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The zone's offset (ms) at a minute-aligned instant, read from the formatter. */
const readOffset = (timeZone: string, instantMs: number): number => {
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type in parts) {
      parts[part.type as keyof typeof parts] = Number(part.value);
    }
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - instantMs;
};

/** Per zone and UTC day: the offset at its start, at its end, and the first minute of the end's offset. */
const dayOffsets = new Map<string, { before: number; after: number; switchAt: number }>();
const MAX_CACHED_DAYS = 20_000;
/** Before this, zones had offsets in seconds (local mean time): read those directly. */
const CACHED_FROM_MS = Date.UTC(1980, 0, 1);

/**
 * A zone's UTC offset at an instant. The formatter is the slow part of reading 500 posts, so it is
 * read once per UTC day and zone (the offsets at the day's two ends, cached) and, on a day where they
 * differ (a DST change; one per day at most), a binary search finds the minute it happens.
 */
const offsetAt = (timeZone: string, instantMs: number): number => {
  const dayStart = Math.floor(instantMs / DAY_MS) * DAY_MS;
  const key = `${timeZone}|${dayStart}`;
  let day = dayOffsets.get(key);
  if (!day) {
    const before = readOffset(timeZone, dayStart);
    const after = readOffset(timeZone, dayStart + DAY_MS);
    let low = dayStart;
    let high = dayStart + DAY_MS;
    if (before !== after) {
      while (high - low > MINUTE_MS) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (readOffset(timeZone, middle) === before) {
          low = middle;
        } else {
          high = middle;
        }
      }
    }
    day = { before, after, switchAt: high };
    if (dayOffsets.size >= MAX_CACHED_DAYS) {
      dayOffsets.clear();
    }
    dayOffsets.set(key, day);
  }
  return instantMs < day.switchAt ? day.before : day.after;
};

const two = (value: number) => String(value).padStart(2, "0");

const localParts = (instant: Date, timeZone: string): Record<"year" | "month" | "day" | "hour" | "minute", string> => {
  const instantMs = instant.getTime();
  if (instantMs < CACHED_FROM_MS) {
    const parts = { year: "", month: "", day: "", hour: "", minute: "" };
    for (const part of formatterFor(timeZone).formatToParts(instant)) {
      if (part.type in parts) {
        parts[part.type as keyof typeof parts] = part.value;
      }
    }
    return parts;
  }
  const local = new Date(instantMs + offsetAt(timeZone, instantMs));
  return {
    year: String(local.getUTCFullYear()),
    month: two(local.getUTCMonth() + 1),
    day: two(local.getUTCDate()),
    hour: two(local.getUTCHours()),
    minute: two(local.getUTCMinutes()),
  };
};

/** The calendar date of an instant in a time zone. */
export const localDateOf = (instant: Date, timeZone: string): string => {
  const { year, month, day } = localParts(instant, timeZone);
  return `${year.padStart(4, "0")}-${month}-${day}`;
};

/** The wall-clock time ("HH:mm") of an instant in a time zone. */
export const localTimeOf = (instant: Date, timeZone: string): string => {
  const { hour, minute } = localParts(instant, timeZone);
  return `${hour}:${minute}`;
};

/** Date and time of an instant in a time zone, read once. */
export const localDateTimeOf = (instant: Date, timeZone: string): { date: string; time: string } => {
  const { year, month, day, hour, minute } = localParts(instant, timeZone);
  return { date: `${year.padStart(4, "0")}-${month}-${day}`, time: `${hour}:${minute}` };
};

/** The instant of a wall-clock date and time in a time zone (a time skipped by a DST change moves forward). */
export const zonedInstant = (date: string, time: string, timeZone: string): Date => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime());
};

/** Spec 4 §4: a campaign's last day is its start date plus 7 × total_weeks − 1 days. */
export const campaignEndDate = (startDate: string, totalWeeks: number): string => addCalendarDays(startDate, 7 * totalWeeks - 1);

/** Spec 4 §4: the week of a post is floor(days since start / 7) + 1. */
export const weekOfDate = (startDate: string, date: string): number => Math.floor(calendarDaysBetween(startDate, date) / 7) + 1;

/** The week of a post's instant in a campaign. */
export const weekOfPost = (campaign: CampaignDates, publishAt: Date): number =>
  weekOfDate(campaign.startDate, localDateOf(publishAt, campaign.timeZone));

/** The calendar dates of a week of a campaign, first and last. */
export const weekDates = (startDate: string, week: number): { first: string; last: string } => ({
  first: addCalendarDays(startDate, 7 * (week - 1)),
  last: addCalendarDays(startDate, 7 * week - 1),
});

export interface CampaignDates {
  /** The first day, in the campaign's zone. */
  startDate: string;
  totalWeeks: number;
  timeZone: string;
}

/** The instant the campaign's last day ends (exclusive end), in its zone. */
export const campaignEndsAt = (campaign: CampaignDates): Date =>
  zonedInstant(addCalendarDays(campaignEndDate(campaign.startDate, campaign.totalWeeks), 1), "00:00", campaign.timeZone);

/** The instant the campaign's first day begins, in its zone. */
export const campaignBeginsAt = (campaign: CampaignDates): Date => zonedInstant(campaign.startDate, "00:00", campaign.timeZone);

/** Spec 4 §9 / document 1 §9: a new campaign starts one hour ahead (to the next whole minute). */
export const defaultCampaignStart = (now: Date): Date => {
  const ahead = now.getTime() + CAMPAIGN_LIMITS.defaultStartLeadMinutes * MINUTE_MS;
  return new Date(Math.ceil(ahead / MINUTE_MS) * MINUTE_MS);
};

/** Spec 4 §4: a new start date must be at least 5 minutes ahead. */
export const earliestActivationStart = (now: Date): Date => {
  const ahead = now.getTime() + CAMPAIGN_LIMITS.activationLeadMinutes * MINUTE_MS;
  return new Date(Math.ceil(ahead / MINUTE_MS) * MINUTE_MS);
};

export const isStartFarEnoughAhead = (start: Date, now: Date): boolean =>
  start.getTime() >= now.getTime() + CAMPAIGN_LIMITS.activationLeadMinutes * MINUTE_MS;

export type PublishDateProblem = "before_start" | "after_end" | "outside_window" | "too_soon";

/**
 * Whether a post may be planned at `publishAt` (spec 4 §4, §5): between the campaign's first and
 * last day, within the one-year editing window from now, and — for a post that the publisher will
 * pick up (`scheduled`: its campaign is active) — at least the schedule lead time ahead.
 */
export const checkPublishDate = (
  campaign: CampaignDates,
  publishAt: Date,
  now: Date,
  options: { scheduled: boolean } = { scheduled: false },
): PublishDateProblem | null => {
  const date = localDateOf(publishAt, campaign.timeZone);
  if (date < campaign.startDate) {
    return "before_start";
  }
  if (date > campaignEndDate(campaign.startDate, campaign.totalWeeks)) {
    return "after_end";
  }
  if (publishAt.getTime() > now.getTime() + CAMPAIGN_LIMITS.editingWindowDays * DAY_MS) {
    return "outside_window";
  }
  if (options.scheduled && publishAt.getTime() < now.getTime() + CAMPAIGN_LIMITS.scheduleLeadMinutes * MINUTE_MS) {
    return "too_soon";
  }
  return null;
};

export interface Schedulable {
  id: string;
  publishAt: Date;
}

/**
 * Spec 4 §4 "Proceed & Shift posts": the posts planned before the new start move to the new start,
 * spaced 5 minutes apart in their original order; later posts keep their time. Answers only the
 * posts that move.
 */
export const shiftPostsToStart = (
  posts: readonly Schedulable[],
  newStart: Date,
  spacingMinutes: number = CAMPAIGN_LIMITS.shiftSpacingMinutes,
) =>
  [...posts]
    .filter((post) => post.publishAt.getTime() < newStart.getTime())
    .sort((a, b) => a.publishAt.getTime() - b.publishAt.getTime() || a.id.localeCompare(b.id))
    .map((post, index) => ({ id: post.id, publishAt: new Date(newStart.getTime() + index * spacingMinutes * MINUTE_MS) }));

/** The latest planned instant after shifting: the shifted posts must still fit the campaign. */
export const lastShiftedInstant = (shifted: readonly Schedulable[]): Date | null =>
  shifted.length === 0 ? null : new Date(Math.max(...shifted.map((post) => post.publishAt.getTime())));

export type RestrictProblem = "not_pending" | "too_soon" | "no_platform";

/**
 * Spec 4 §4: the restrict toggle works only while the post is pending; turning it on needs a publish
 * time at least about 2 minutes ahead and at least one platform. Turning it off needs only pending.
 */
export const checkRestrict = (
  post: { status: string; publishAt: Date; targetCount: number },
  restricted: boolean,
  now: Date,
): RestrictProblem | null => {
  if (post.status !== "pending") {
    return "not_pending";
  }
  if (!restricted) {
    return null;
  }
  if (post.publishAt.getTime() < now.getTime() + CAMPAIGN_LIMITS.restrictLeadMinutes * MINUTE_MS) {
    return "too_soon";
  }
  return post.targetCount === 0 ? "no_platform" : null;
};

/** Spec 4 §4: Check Status waits 5 seconds between two checks of one post. */
export const statusCheckWaitMs = (lastCheckedAt: Date | null, now: Date): number =>
  lastCheckedAt === null ? 0 : Math.max(0, lastCheckedAt.getTime() + CAMPAIGN_LIMITS.statusRefreshCooldownMs - now.getTime());

/**
 * Spec 4 §4: a campaign with no pending posts, or past its end, is treated as finished for its card.
 */
export const isCampaignFinished = (campaign: CampaignDates & { status: string }, pendingPosts: number, now: Date): boolean =>
  campaign.status === "completed" || pendingPosts === 0 || now.getTime() >= campaignEndsAt(campaign).getTime();
