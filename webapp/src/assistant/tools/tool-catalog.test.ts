import { describe, expect, it } from "vitest";
import { carouselViews, toolsPerView, visibleTools } from "./tool-catalog";

describe("tool catalogue", () => {
  it("shows Compliance only with the legal flag", () => {
    expect(visibleTools({ legal_feature: false }).map((tool) => tool.label)).toEqual([
      "Grammar",
      "Rephrase",
      "Offensive",
      "Plagiarism",
      "Idioms",
      "Refine",
    ]);
    expect(visibleTools({ legal_feature: true }).map((tool) => tool.label)).toContain("Compliance");
  });

  it("groups 4 tools per view, 3 below 1200 px", () => {
    const tools = visibleTools({ legal_feature: true });
    expect(carouselViews(tools, toolsPerView(false)).map((view) => view.length)).toEqual([4, 3]);
    expect(carouselViews(tools, toolsPerView(true)).map((view) => view.length)).toEqual([3, 3, 1]);
  });
});
