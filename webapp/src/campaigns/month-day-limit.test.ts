import { describe, expect, it } from "vitest";
import { limitPostsPerDay } from "./month-day-limit";
import { testPostSummary } from "./test-fixtures";

const post = (id: string, publishAt: string, title = `Post ${id}`) => testPostSummary({ id, publishAt, title });

describe("the posts the month grid is given", () => {
  it("keeps every post of a day that has no more than it keeps", () => {
    const posts = [post("a", "2026-12-02T09:00:00.000Z"), post("b", "2026-12-02T10:00:00.000Z"), post("c", "2026-12-03T09:00:00.000Z")];
    const { kept, leftOutByDay } = limitPostsPerDay(posts, "UTC", 2);
    expect(kept.map((card) => card.id).sort()).toEqual(["a", "b", "c"]);
    expect(leftOutByDay.size).toBe(0);
  });

  it("keeps a busy day's first posts in the calendar's order (time, then title) and counts the rest", () => {
    const posts = [
      post("late", "2026-12-02T18:00:00.000Z"),
      post("b-noon", "2026-12-02T12:00:00.000Z", "Beta"),
      post("early", "2026-12-02T08:00:00.000Z"),
      post("a-noon", "2026-12-02T12:00:00.000Z", "Alpha"),
      post("evening", "2026-12-02T20:00:00.000Z"),
    ];
    const { kept, leftOutByDay } = limitPostsPerDay(posts, "UTC", 3);
    expect(kept.map((card) => card.id)).toEqual(["early", "a-noon", "b-noon"]);
    expect(leftOutByDay.get("2026-12-02")).toBe(2);
  });

  it("groups posts by their day in the user's zone, not in UTC", () => {
    // 23:30 UTC on the 2nd is 08:30 on the 3rd in Tokyo; 01:00 UTC on the 3rd is 20:00 on the 2nd in New York.
    const posts = [post("a", "2026-12-02T23:30:00.000Z"), post("b", "2026-12-03T01:00:00.000Z"), post("c", "2026-12-03T02:00:00.000Z")];
    expect(limitPostsPerDay(posts, "Asia/Tokyo", 2).leftOutByDay).toEqual(new Map([["2026-12-03", 1]]));
    expect(limitPostsPerDay(posts, "America/New_York", 2).leftOutByDay).toEqual(new Map([["2026-12-02", 1]]));
  });
});
