/**
 * The campaign calendar's month grid and the range of posts it asks for. Plain date arithmetic on
 * "YYYY-MM-DD" strings (no zone involved): the web app's calendar and the server's "first month"
 * post cards (so the first cards need no campaign round trip) compute the same days.
 */
import { addCalendarDays } from "./campaign-dates";

/** Days since the Monday on or before a date (the calendar's weeks start on Monday: firstDay 1). */
const daysSinceMonday = (date: string): number => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * FullCalendar's month view with fixedWeekCount off: the weeks of the month only (four to six),
 * from the Monday on or before the 1st to the Sunday on or after the last day (end exclusive).
 */
export const monthGridOf = (date: string): { start: string; end: string } => {
  const first = `${date.slice(0, 7)}-01`;
  const last = addCalendarDays(addCalendarDays(first, 31).slice(0, 8) + "01", -1);
  return { start: addCalendarDays(first, -daysSinceMonday(first)), end: addCalendarDays(last, 7 - daysSinceMonday(last)) };
};

/**
 * The post list's from/to (inclusive dates, read in the campaign's zone) for the days the calendar
 * shows (start inclusive, end exclusive, in the user's zone): two days wider on each side, since the
 * two zones may be up to 26 hours apart.
 */
export const rangeQueryOf = (start: string, end: string): { from: string; to: string } => ({
  from: addCalendarDays(start, -2),
  to: addCalendarDays(end, 1),
});

/** The from/to of the month the calendar opens on: the month of the campaign's start date. */
export const firstCalendarRange = (startDate: string): { from: string; to: string } => {
  const grid = monthGridOf(startDate);
  return rangeQueryOf(grid.start, grid.end);
};
