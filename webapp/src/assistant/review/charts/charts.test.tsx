import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPane } from "../../testing/render-pane";
import { POSITIVITY_BANDS } from "../grades";
import { BarChart } from "./BarChart";
import { bandOf, Gauge } from "./Gauge";

// jsdom lays nothing out: the chart containers measure a pane-sized box, as in the browser.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 0, 320, 150));
});
afterEach(() => vi.restoreAllMocks());

describe("charts (Recharts)", { timeout: 15_000 }, () => {
  it("draws one bar per value in its colour, scaled to the maximum, with a table for screen readers", async () => {
    renderPane(
      <BarChart
        title="Facts and emotions"
        bars={[
          { label: "Facts", value: 25, display: "25%", color: "#0078d4" },
          { label: "Emotions", value: 150, display: "150%", color: "#c239b3" },
        ]}
      />,
    );
    const figure = screen.getByRole("figure", { name: "Facts and emotions" });
    const drawn = within(figure).getByTestId("bar-chart");
    const bars = () => [...drawn.querySelectorAll<SVGPathElement>(".recharts-bar-rectangle path")];
    await waitFor(() => expect(bars().map((bar) => bar.getAttribute("fill"))).toEqual(["#0078d4", "#c239b3"]));
    // The value past the maximum is clamped: its bar is the full width, four times the 25 % bar.
    const [quarter, full] = bars().map((bar) => Number(bar.getAttribute("width")));
    expect(full).toBeGreaterThan(0);
    expect(full).toBeCloseTo((quarter ?? 0) * 4, 0);
    expect(drawn.textContent).toContain("Emotions");
    expect(within(figure).getByRole("cell", { name: "150%" })).toBeTruthy();
  });

  it("puts the gauge's value in its grade band and reads out as a meter", async () => {
    expect(bandOf(POSITIVITY_BANDS, 10)?.label).toBe("Poor");
    expect(bandOf(POSITIVITY_BANDS, 30)?.label).toBe("Ok");
    expect(bandOf(POSITIVITY_BANDS, 50)?.label).toBe("Good");
    expect(bandOf(POSITIVITY_BANDS, 100)?.label).toBe("Good");
    renderPane(<Gauge label="Positivity" value={62} bands={POSITIVITY_BANDS} caption="62 · Good" />);
    const meter = screen.getByRole("meter", { name: "Positivity" });
    expect(meter.getAttribute("aria-valuenow")).toBe("62");
    const sectors = () => [...within(meter).getByTestId("gauge-chart").querySelectorAll(".recharts-pie-sector path")];
    // Three band sectors, then the value arc (in the Good colour) and the rest of the half circle.
    await waitFor(() => expect(sectors()).toHaveLength(5));
    expect(sectors().map((sector) => sector.getAttribute("fill"))).toEqual([
      ...POSITIVITY_BANDS.map((band) => band.color),
      POSITIVITY_BANDS[2].color,
      expect.any(String),
    ]);
  });
});
