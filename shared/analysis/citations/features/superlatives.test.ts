import { describe, expect, it } from "vitest";
import { recordSuperlative, superlative, superlativeScope } from "./superlatives";

describe("superlative features", () => {
  it("finds record superlatives", () => {
    expect(recordSuperlative.detect("Python is the most popular programming language.")).toBe("the most popular");
    expect(recordSuperlative.detect("Tokyo is the world's largest city.")).toBe("world's largest");
    expect(recordSuperlative.detect("It is the second-biggest market.")).toBe("the second-biggest");
    expect(recordSuperlative.detect("This is the best-selling novel.")).toBe("the best-selling");
    expect(recordSuperlative.detect("Take the largely empty road.")).toBeNull();
  });

  it("finds generic superlatives but not -est nouns", () => {
    expect(superlative.detect("This is the nearest shop.")).toBe("the nearest");
    expect(superlative.detect("It was the best day.")).toBe("the best");
    expect(superlative.detect("The rest of the forest was quiet; the test and the interest were high.")).toBeNull();
    expect(superlative.detect("The most of it was fine.")).toBeNull();
  });

  it("finds a scope", () => {
    expect(superlativeScope.detect("the tallest building in the world")).toBe("in the world");
    expect(superlativeScope.detect("the best film of all time")).toBe("of all time");
    expect(superlativeScope.detect("a quiet street")).toBeNull();
  });
});

describe("possessive superlatives", () => {
  it("needs a capitalised owner", () => {
    expect(recordSuperlative.detect("The film's greatest asset is its cast.")).toBeNull();
    expect(recordSuperlative.detect("It is Europe's busiest airport.")).toBe("Europe's busiest");
  });
});
