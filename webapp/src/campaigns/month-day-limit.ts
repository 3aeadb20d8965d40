import type { PostCard } from "@wordloom/shared/model";
import { toWallClock } from "./zone";

export interface MonthDayPosts {
  /** The posts the month grid draws: the first `keep` of each day, in the calendar's order. */
  kept: PostCard[];
  /** How many more posts each day ("YYYY-MM-DD" in the zone) has than were kept. */
  leftOutByDay: ReadonlyMap<string, number>;
}

/** FullCalendar's default event order ("start,-duration,allDay,title") for cards of one length. */
const calendarOrder = (a: { start: string; post: PostCard }, b: { start: string; post: PostCard }) =>
  a.start < b.start ? -1 : a.start > b.start ? 1 : a.post.title.localeCompare(b.post.title);

/**
 * The posts the month view hands to FullCalendar: the first `keep` of each day. Its own limit
 * (dayMaxEvents) renders and measures every event of a day, the ones behind its "+n more" too
 * (hidden, to learn their heights): for a busy campaign that was most of the first load's work
 * (500 posts in 12 weeks: 246 cards drawn in the first month, 3 a day shown). Its "+n more" cannot
 * count posts it was not given, so the calendar draws its own (more-link.ts) from `leftOutByDay`.
 */
export const limitPostsPerDay = (posts: readonly PostCard[], zone: string, keep: number): MonthDayPosts => {
  const byDay = new Map<string, { start: string; post: PostCard }[]>();
  for (const post of posts) {
    const start = toWallClock(post.publishAt, zone);
    const day = start.slice(0, 10);
    const entries = byDay.get(day);
    if (entries) {
      entries.push({ start, post });
    } else {
      byDay.set(day, [{ start, post }]);
    }
  }
  const kept: PostCard[] = [];
  const leftOutByDay = new Map<string, number>();
  for (const [day, entries] of byDay) {
    if (entries.length > keep) {
      entries.sort(calendarOrder);
      leftOutByDay.set(day, entries.length - keep);
    }
    for (const entry of entries.slice(0, keep)) {
      kept.push(entry.post);
    }
  }
  return { kept, leftOutByDay };
};
