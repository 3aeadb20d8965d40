/**
 * The campaign calendar's month grid and the range of posts it asks for. Plain date arithmetic on
 * "YYYY-MM-DD" strings (no zone involved): the web app's calendar and the server's "first month"
 * post cards (so the first cards need no campaign round trip) compute the same days.
 */
import { addCalendarDays } from "./campaign-dates";

/** FullCalendar's month view: from the Monday on or before the 1st (firstDay 1), six weeks (fixedWeekCount). */
export const monthGridOf = (date: string): { start: string; end: string } => {
  const first = `${date.slice(0, 7)}-01`;
  const weekday = new Date(`${first}T00:00:00Z`).getUTCDay();
  const start = addCalendarDays(first, -((weekday + 6) % 7));
  return { start, end: addCalendarDays(start, 42) };
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
