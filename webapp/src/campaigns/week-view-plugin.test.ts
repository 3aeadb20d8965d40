import { describe, expect, it } from "vitest";
import { loadedWeekPlugin, loadWeekPlugin } from "./week-view-plugin";

describe("the calendar's week view plugin", () => {
  it("is not there until asked for, then loads once and gives FullCalendar's time grid with its week view", async () => {
    expect(loadedWeekPlugin()).toBeUndefined();
    const first = loadWeekPlugin();
    expect(loadWeekPlugin()).toBe(first);
    const plugin = await first;
    expect(plugin.name).toBe("@fullcalendar/timegrid");
    expect(Object.keys(plugin.views)).toContain("timeGridWeek");
    expect(loadedWeekPlugin()).toBe(plugin);
  });
});
