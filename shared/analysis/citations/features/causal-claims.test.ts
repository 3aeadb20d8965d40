import { describe, expect, it } from "vitest";
import { causalClaim } from "./causal-claims";

describe("causal health and science claims", () => {
  it("finds a causal verb with a health or science topic", () => {
    expect(causalClaim.detect("Eating sugar causes diabetes.")).toBe("causes … diabetes");
    expect(causalClaim.detect("Red wine reduces the risk of heart disease.")).toBe("reduces the risk of … heart disease");
    expect(causalClaim.detect("Vaccines prevent measles.")).toBe("prevent … Vaccines");
  });

  it("needs both parts", () => {
    expect(causalClaim.detect("The storm caused delays on the railway.")).toBeNull();
    expect(causalClaim.detect("Heart disease is common.")).toBeNull();
  });
});

describe("causal claims need the verb near the topic", () => {
  it("ignores a verb and a topic far apart", () => {
    expect(causalClaim.detect("Strong performances raise this far above the level of the usual maudlin disease movie.")).toBeNull();
  });
});
