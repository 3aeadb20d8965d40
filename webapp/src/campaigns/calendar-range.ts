/**
 * The calendar's visible days and the range of posts it asks for. The month grid and the range are
 * shared with the server (@wordloom/shared/rules: it answers the first month's cards without a
 * campaign round trip); what reads FullCalendar's dates stays here.
 */
export { firstCalendarRange, monthGridOf, rangeQueryOf } from "@wordloom/shared/rules";

/** The calendar's visible days from FullCalendar's datesSet (wall-clock dates in UTC). */
export const visibleDaysOf = (start: Date, end: Date): { start: string; end: string } => ({
  start: start.toISOString().slice(0, 10),
  end: end.toISOString().slice(0, 10),
});
