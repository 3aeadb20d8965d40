import { describe, expect, it } from "vitest";
import { cardCategory, cardTitle } from "./display";

describe("card labels (spec 4 §9)", () => {
  it("cuts titles at 15 characters and categories at 25", () => {
    expect(cardTitle("Spring launch week")).toBe("Spring launch w…");
    expect(cardTitle("Short title")).toBe("Short title");
    expect(cardCategory("Personal success stories and more")).toBe("Personal success stories …");
    expect(cardCategory("Tips and tricks")).toBe("Tips and tricks");
  });
});
