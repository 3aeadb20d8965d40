import { describe, expect, it } from "vitest";
import { carouselViews, toolsPerView, visibleTools } from "./tool-catalog";

describe("tool catalogue", () => {
  it("shows Compliance locked without the legal flag, never hidden", () => {
    const without = visibleTools({ legal_feature: false });
    expect(without.map((tool) => tool.label)).toEqual(["Grammar", "Compliance", "Rephrase", "Offensive", "Plagiarism", "Idioms", "Refine"]);
    expect(without.filter((tool) => tool.locked).map((tool) => tool.id)).toEqual(["compliance"]);
    expect(visibleTools({ legal_feature: true }).some((tool) => tool.locked)).toBe(false);
  });

  it("groups 4 tools per view, 3 below 1200 px", () => {
    const tools = visibleTools({ legal_feature: true });
    expect(carouselViews(tools, toolsPerView(false)).map((view) => view.length)).toEqual([4, 3]);
    expect(carouselViews(tools, toolsPerView(true)).map((view) => view.length)).toEqual([3, 3, 1]);
  });
});
