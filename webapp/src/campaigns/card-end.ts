/**
 * Where a post's card ends on the calendar, for a post that starts at `wallClock`
 * ("YYYY-MM-DDTHH:mm:ss"): an hour later (FullCalendar's default length of a timed event), but
 * never past the end of its own day. A post is an instant, so a post at 23:30 belongs to its day
 * only; with the default hour its card was also drawn on the next day, in the month and the week.
 */
export const cardEnd = (wallClock: string): string => {
  const date = wallClock.slice(0, 10);
  const hour = Number(wallClock.slice(11, 13));
  if (hour < 23) {
    return `${date}T${String(hour + 1).padStart(2, "0")}${wallClock.slice(13)}`;
  }
  return `${date}T23:59:59`;
};
