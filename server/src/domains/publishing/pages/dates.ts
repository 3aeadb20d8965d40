/**
 * Dates on the public pages, in UTC. One formatter each, made once: `toLocaleDateString` with
 * options builds a new Intl.DateTimeFormat on every call, which was most of a list page's CPU time.
 */
const LONG = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const SHORT = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** "January 5, 2026" */
export const longDate = (iso: string): string => LONG.format(new Date(iso));
/** "Jan 5, 2026" */
export const shortDate = (iso: string): string => SHORT.format(new Date(iso));
