import { localDateOf, localTimeOf, zonedInstant } from "@wordloom/shared/rules";
import { useSession } from "../api/session";

/**
 * Every time on the campaign screens is shown in the user's time zone (their profile's). The
 * calendar runs in UTC with "wall-clock" times: an instant becomes the user's local date and time
 * written as if it were UTC, and a dropped event's UTC fields are read back as the user's wall
 * clock (so no time-zone plugin and no shift after saving).
 */
export const useUserTimeZone = (): string => useSession()?.user.timeZone ?? "UTC";

/** "2026-12-03" and "14:05" of an instant in a zone. */
export const zonedParts = (iso: string, zone: string) => {
  const instant = new Date(iso);
  return { date: localDateOf(instant, zone), time: localTimeOf(instant, zone) };
};

// One formatter each, made once (toLocaleDateString would build one per call; lists call these per card).
const WEEKDAY_DAY = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** An instant shown in the zone: "Thu 3 Dec 2026, 14:05". */
export const formatInZone = (iso: string, zone: string): string => {
  const { date, time } = zonedParts(iso, zone);
  return `${WEEKDAY_DAY.format(new Date(`${date}T00:00:00Z`))}, ${time}`;
};

/** A date ("2026-12-03") shown as "3 Dec 2026". */
export const formatDay = (date: string): string => DAY.format(new Date(`${date}T00:00:00Z`));

/** The calendar's wall-clock string for an instant: its date and time in the zone, without an offset. */
export const toWallClock = (iso: string, zone: string): string => {
  const { date, time } = zonedParts(iso, zone);
  return `${date}T${time}:00`;
};

/** The instant a wall-clock Date (its UTC fields) means in the zone. */
export const fromWallClock = (wall: Date, zone: string): string => {
  const text = wall.toISOString();
  return zonedInstant(text.slice(0, 10), text.slice(11, 16), zone).toISOString();
};

/** The instant of a date and time input pair in the zone. */
export const instantOf = (date: string, time: string, zone: string): string => zonedInstant(date, time, zone).toISOString();
