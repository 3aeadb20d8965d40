import { describe, expect, it } from "vitest";
import { largeCount, multiplier, percentage, ratio, shareOfPopulation } from "./statistics";

describe("statistics features", () => {
  it("finds percentages in figures and words", () => {
    expect(percentage.detect("42% of Americans own a dog.")).toBe("42%");
    expect(percentage.detect("Only 3.5 percent of the budget goes to parks.")).toBe("3.5 percent");
    expect(percentage.detect("Fifty per cent of voters stayed home.")).toBe("Fifty per cent");
    expect(percentage.detect("We had 42 guests and 3 dogs.")).toBeNull();
  });

  it("finds rates such as 3 in 5 and nine out of ten", () => {
    expect(ratio.detect("3 in 5 adults skip breakfast.")).toBe("3 in 5");
    expect(ratio.detect("Nine out of ten dentists agree.")).toBe("Nine out of ten");
    expect(ratio.detect("One in every four children is affected.")).toBe("One in every four");
    expect(ratio.detect("He arrived in 2019 and left in 2021.")).toBeNull();
    expect(ratio.detect("We meet at 5 in the morning.")).toBeNull();
  });

  it("finds shares of a population, multipliers and large counts", () => {
    expect(shareOfPopulation.detect("Half of Americans have no savings.")).toBe("Half of Americans");
    expect(shareOfPopulation.detect("Two-thirds of the students passed.")).toBe("Two-thirds of the students");
    expect(shareOfPopulation.detect("Half of the cake was eaten.")).toBeNull();
    expect(multiplier.detect("Smokers are twice as likely to get ill.")).toBe("twice as");
    expect(multiplier.detect("Sales tripled last year.")).toBe("tripled");
    expect(largeCount.detect("The app has 2 million users.")).toBe("2 million");
    expect(largeCount.detect("About 10,000 people attended.")).toBe("10,000");
    expect(largeCount.detect("The price is 3.50 and the room is 12.")).toBeNull();
  });
});
