import { describe, expect, it } from "vitest";
import { firstCalendarRange, monthGridOf, rangeQueryOf } from "./calendar-range";

describe("the calendar's visible range", () => {
  it("is FullCalendar's month grid: Monday on or before the 1st, six weeks", () => {
    // 1 December 2026 is a Tuesday; 1 March 2027 a Monday.
    expect(monthGridOf("2026-12-15")).toEqual({ start: "2026-11-30", end: "2027-01-11" });
    expect(monthGridOf("2027-03-31")).toEqual({ start: "2027-03-01", end: "2027-04-12" });
    // 1 August 2027 is a Sunday: the grid starts six days before.
    expect(monthGridOf("2027-08-01")).toEqual({ start: "2027-07-26", end: "2027-09-06" });
  });

  it("asks for two more days on each side (the campaign's zone may differ from the user's) as inclusive dates", () => {
    expect(rangeQueryOf("2026-11-30", "2027-01-11")).toEqual({ from: "2026-11-28", to: "2027-01-12" });
  });

  it("opens on the month of the campaign's start", () => {
    expect(firstCalendarRange("2026-12-15")).toEqual({ from: "2026-11-28", to: "2027-01-12" });
  });
});
