import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  campaignEndDate,
  campaignEndsAt,
  checkPublishDate,
  checkRestrict,
  defaultCampaignStart,
  earliestActivationStart,
  isCalendarDate,
  isCampaignFinished,
  isStartFarEnoughAhead,
  isTimeZone,
  localDateOf,
  localDateTimeOf,
  localTimeOf,
  shiftPostsToStart,
  statusCheckWaitMs,
  weekDates,
  weekOfDate,
  weekOfPost,
  zonedInstant,
} from "./campaign-dates";

/** The injectable clock's "now" for these rules: they take the time as an argument. */
const NOW = new Date("2026-03-02T09:00:00.000Z");
const at = (iso: string) => new Date(iso);

describe("campaign dates", () => {
  it("ends on start + 7 × weeks − 1 days, across month and leap-year ends", () => {
    expect(campaignEndDate("2026-03-02", 1)).toBe("2026-03-08");
    expect(campaignEndDate("2026-04-01", 12)).toBe("2026-06-23");
    expect(campaignEndDate("2028-02-25", 1)).toBe("2028-03-02");
    expect(campaignEndDate("2026-12-28", 2)).toBe("2027-01-10");
  });

  it("numbers weeks floor(days since start / 7) + 1", () => {
    expect(weekOfDate("2026-03-02", "2026-03-02")).toBe(1);
    expect(weekOfDate("2026-03-02", "2026-03-08")).toBe(1);
    expect(weekOfDate("2026-03-02", "2026-03-09")).toBe(2);
    expect(weekOfDate("2026-03-02", "2026-05-24")).toBe(12);
    expect(weekDates("2026-03-02", 2)).toEqual({ first: "2026-03-09", last: "2026-03-15" });
  });

  it("reads dates and times in the campaign's zone, across a DST change", () => {
    const paris = "Europe/Paris";
    expect(localDateOf(at("2026-03-28T23:30:00.000Z"), paris)).toBe("2026-03-29");
    expect(localTimeOf(at("2026-03-29T08:00:00.000Z"), paris)).toBe("10:00");
    expect(zonedInstant("2026-03-28", "10:00", paris).toISOString()).toBe("2026-03-28T09:00:00.000Z");
    expect(zonedInstant("2026-03-29", "10:00", paris).toISOString()).toBe("2026-03-29T08:00:00.000Z");
    // A post at 23:30 UTC is already the next day (and week) for a campaign in Paris.
    expect(weekOfPost({ startDate: "2026-03-23", totalWeeks: 2, timeZone: paris }, at("2026-03-29T22:30:00.000Z"))).toBe(2);
    expect(weekOfPost({ startDate: "2026-03-23", totalWeeks: 2, timeZone: "UTC" }, at("2026-03-29T22:30:00.000Z"))).toBe(1);
    expect(campaignEndsAt({ startDate: "2026-03-23", totalWeeks: 1, timeZone: paris }).toISOString()).toBe("2026-03-29T22:00:00.000Z");
  });

  it("reads an instant in a zone exactly as the Intl formatter does, around every DST change of a year", () => {
    const zones = [
      "Europe/Paris",
      "America/New_York",
      "Australia/Lord_Howe",
      "Asia/Kathmandu",
      "Pacific/Chatham",
      "America/Santiago",
      "UTC",
    ];
    for (const zone of zones) {
      const formatter = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
      const expected = (instant: Date) => {
        const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
        return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
      };
      const wrong: string[] = [];
      const check = (ms: number) => {
        const instant = new Date(ms);
        const mine = localDateTimeOf(instant, zone);
        const theirs = expected(instant);
        if (mine.date !== theirs.date || mine.time !== theirs.time) {
          wrong.push(`${zone} ${instant.toISOString()}: ${mine.date} ${mine.time} ≠ ${theirs.date} ${theirs.time}`);
        }
      };
      const offset = (ms: number) => {
        const { date, time } = expected(new Date(ms));
        return Date.parse(`${date}T${time}:00Z`) - ms;
      };
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
        // About every 3 hours (odd steps), and every 61 seconds on a day whose offset changes.
        const changes = offset(day) !== offset(day + 86_400_000);
        for (let ms = day; ms < day + 86_400_000; ms += changes ? 61_000 : 10_861_000) {
          check(ms);
        }
      }
      expect(wrong.slice(0, 5)).toEqual([]);
    }
  }, 60_000);

  it("validates dates, times and zones", () => {
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("starts a new campaign one hour ahead and a new activation start at least 5 minutes ahead", () => {
    expect(defaultCampaignStart(at("2026-03-02T09:00:30.000Z")).toISOString()).toBe("2026-03-02T10:01:00.000Z");
    expect(earliestActivationStart(NOW).toISOString()).toBe("2026-03-02T09:05:00.000Z");
    expect(isStartFarEnoughAhead(at("2026-03-02T09:04:59.000Z"), NOW)).toBe(false);
    expect(isStartFarEnoughAhead(at("2026-03-02T09:05:00.000Z"), NOW)).toBe(true);
  });

  it("keeps a post's date in the campaign, in the one-year window and (scheduled) 2 minutes ahead", () => {
    const campaign = { startDate: "2026-03-02", totalWeeks: 2, timeZone: "UTC" };
    expect(checkPublishDate(campaign, at("2026-03-01T23:59:00.000Z"), NOW)).toBe("before_start");
    expect(checkPublishDate(campaign, at("2026-03-15T23:59:00.000Z"), NOW)).toBeNull();
    expect(checkPublishDate(campaign, at("2026-03-16T00:00:00.000Z"), NOW)).toBe("after_end");
    expect(checkPublishDate(campaign, at("2026-03-02T09:01:00.000Z"), NOW, { scheduled: true })).toBe("too_soon");
    expect(checkPublishDate(campaign, at("2026-03-02T09:02:00.000Z"), NOW, { scheduled: true })).toBeNull();
    expect(checkPublishDate(campaign, at("2026-03-02T08:00:00.000Z"), NOW)).toBeNull();
    // A campaign planned months ahead reaches past the one-year window.
    const long = { startDate: "2026-09-01", totalWeeks: 52, timeZone: "UTC" };
    expect(checkPublishDate(long, at("2027-03-02T09:00:00.000Z"), NOW)).toBeNull();
    expect(checkPublishDate(long, at("2027-03-02T09:00:01.000Z"), NOW)).toBe("outside_window");
  });

  it("shifts the posts before a new start to it, 5 minutes apart, in their order", () => {
    const posts = [
      { id: "c", publishAt: at("2026-03-05T10:00:00.000Z") },
      { id: "b", publishAt: at("2026-02-28T10:00:00.000Z") },
      { id: "a", publishAt: at("2026-02-27T09:00:00.000Z") },
    ];
    expect(shiftPostsToStart(posts, at("2026-03-02T10:00:00.000Z"))).toEqual([
      { id: "a", publishAt: at("2026-03-02T10:00:00.000Z") },
      { id: "b", publishAt: at("2026-03-02T10:05:00.000Z") },
    ]);
    expect(shiftPostsToStart(posts, at("2026-02-01T00:00:00.000Z"))).toEqual([]);
  });

  it("restricts only a pending post with a platform, at least 2 minutes ahead", () => {
    const post = { status: "pending", publishAt: at("2026-03-02T09:02:00.000Z"), targetCount: 1 };
    expect(checkRestrict(post, true, NOW)).toBeNull();
    expect(checkRestrict({ ...post, publishAt: at("2026-03-02T09:01:59.000Z") }, true, NOW)).toBe("too_soon");
    expect(checkRestrict({ ...post, targetCount: 0 }, true, NOW)).toBe("no_platform");
    expect(checkRestrict({ ...post, status: "active" }, true, NOW)).toBe("not_pending");
    expect(checkRestrict({ ...post, targetCount: 0, publishAt: at("2026-03-01T00:00:00.000Z") }, false, NOW)).toBeNull();
  });

  it("waits 5 seconds between status checks and treats a campaign without pending posts as finished", () => {
    expect(statusCheckWaitMs(null, NOW)).toBe(0);
    expect(statusCheckWaitMs(at("2026-03-02T08:59:57.000Z"), NOW)).toBe(2_000);
    expect(statusCheckWaitMs(at("2026-03-02T08:59:55.000Z"), NOW)).toBe(0);
    const campaign = { startDate: "2026-03-02", totalWeeks: 1, timeZone: "UTC", status: "active" };
    expect(isCampaignFinished(campaign, 3, NOW)).toBe(false);
    expect(isCampaignFinished(campaign, 0, NOW)).toBe(true);
    expect(isCampaignFinished(campaign, 3, at("2026-03-09T00:00:00.000Z"))).toBe(true);
  });
});
