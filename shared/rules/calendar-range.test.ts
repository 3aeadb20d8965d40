import { describe, expect, it } from "vitest";
import { firstCalendarRange, monthGridOf, rangeQueryOf } from "./calendar-range";

describe("the calendar's visible range", () => {
  it("is FullCalendar's month grid: the weeks of the month, Monday on or before the 1st to the Sunday on or after the last day", () => {
    // 1 December 2026 is a Tuesday, the 31st a Thursday: five weeks.
    expect(monthGridOf("2026-12-15")).toEqual({ start: "2026-11-30", end: "2027-01-04" });
    // 1 March 2027 is a Monday, the 31st a Wednesday: five weeks.
    expect(monthGridOf("2027-03-31")).toEqual({ start: "2027-03-01", end: "2027-04-05" });
    // 1 August 2027 is a Sunday, the 31st a Tuesday: six weeks.
    expect(monthGridOf("2027-08-01")).toEqual({ start: "2027-07-26", end: "2027-09-06" });
    // February 2027 starts on a Monday and ends on a Sunday: four weeks.
    expect(monthGridOf("2027-02-10")).toEqual({ start: "2027-02-01", end: "2027-03-01" });
    // A month ending on a Sunday ends the grid the next day; leap years count.
    expect(monthGridOf("2028-02-29")).toEqual({ start: "2028-01-31", end: "2028-03-06" });
  });

  it("asks for two more days on each side (the campaign's zone may differ from the user's) as inclusive dates", () => {
    expect(rangeQueryOf("2026-11-30", "2027-01-11")).toEqual({ from: "2026-11-28", to: "2027-01-12" });
  });

  it("opens on the month of the campaign's start", () => {
    expect(firstCalendarRange("2026-12-15")).toEqual({ from: "2026-11-28", to: "2027-01-05" });
  });
});
