import { describe, expect, it } from "vitest";
import { attribution } from "./attribution";

describe("attribution", () => {
  it("recognises sources", () => {
    expect(attribution.detect("According to the WHO, 42% of adults are overweight.")).toBe("According to the WHO");
    expect(attribution.detect("42% of adults are overweight (Smith, 2020).")).toBe("(Smith, 2020)");
    expect(attribution.detect("42% are overweight (Smith et al., 2020, p. 4).")).toBe("(Smith et al., 2020, p. 4)");
    expect(attribution.detect("Smith and Jones (2019) found the same.")).toBe("Smith and Jones (2019)");
    expect(attribution.detect("See https://example.org/report for details.")).toBe("https://example.org/report");
    expect(attribution.detect("42% of adults are overweight [1].")).toBe("[1]");
    expect(attribution.detect("42% of adults are overweight.²")).toBe("²");
    expect(attribution.detect("A 2019 study by Harvard found 30% did.")).toBe("study by H");
    expect(attribution.detect("The WHO reported that 5 in 10 adults are inactive.")).toBe("The WHO reported");
  });

  it("does not take unnamed or generic sources for attribution", () => {
    expect(attribution.detect("According to experts, tea is good.")).toBeNull();
    expect(attribution.detect("Studies show that tea is good.")).toBeNull();
    expect(attribution.detect("He said tea is good.")).toBeNull();
    expect(attribution.detect("42% of adults are overweight.")).toBeNull();
  });
});
