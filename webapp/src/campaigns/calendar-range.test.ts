import { describe, expect, it } from "vitest";
import { rangeQueryOf, visibleDaysOf } from "./calendar-range";

describe("the calendar's visible range", () => {
  // The month grid itself: shared/rules/calendar-range.test.ts.
  it("asks for FullCalendar's shown days two days wider on each side, as inclusive dates", () => {
    const shown = visibleDaysOf(new Date("2026-12-07T00:00:00Z"), new Date("2026-12-14T00:00:00Z"));
    expect(shown).toEqual({ start: "2026-12-07", end: "2026-12-14" });
    expect(rangeQueryOf(shown.start, shown.end)).toEqual({ from: "2026-12-05", to: "2026-12-15" });
  });
});
