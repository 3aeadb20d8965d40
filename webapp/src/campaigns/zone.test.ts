import { describe, expect, it } from "vitest";
import { formatInZone, fromWallClock, instantOf, toWallClock, zonedParts } from "./zone";

describe("times in the user's zone", () => {
  it("reads an instant as the zone's date and time", () => {
    expect(zonedParts("2026-12-03T23:30:00.000Z", "Europe/Paris")).toEqual({ date: "2026-12-04", time: "00:30" });
    expect(zonedParts("2026-12-03T23:30:00.000Z", "America/New_York")).toEqual({ date: "2026-12-03", time: "18:30" });
    expect(formatInZone("2026-12-03T23:30:00.000Z", "Asia/Kolkata")).toMatch(/^Fri,? 4 Dec 2026, 05:00$/);
  });

  it("round-trips the calendar's wall clock without shifting", () => {
    const iso = "2026-07-01T08:15:00.000Z";
    const wall = toWallClock(iso, "America/Los_Angeles");
    expect(wall).toBe("2026-07-01T01:15:00");
    expect(fromWallClock(new Date(`${wall}Z`), "America/Los_Angeles")).toBe(iso);
  });

  it("turns a date and time typed in the zone into the instant", () => {
    expect(instantOf("2026-03-29", "10:00", "Europe/London")).toBe("2026-03-29T09:00:00.000Z");
  });
});
