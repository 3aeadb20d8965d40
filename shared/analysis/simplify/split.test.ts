import { describe, expect, it } from "vitest";
import { splitClauses } from "./split";

describe("splitClauses", () => {
  it("splits full clauses joined by a comma and a conjunction", () => {
    expect(splitClauses("We finished the report, and the manager sent it to the board.")).toBe(
      "We finished the report. The manager sent it to the board.",
    );
    expect(splitClauses("She used the tool, but it broke after a week.")).toBe("She used the tool. But it broke after a week.");
    expect(splitClauses("He was tired, so he went home early.")).toBe("He was tired. So he went home early.");
  });

  it("splits at a semicolon and before a closing which-clause", () => {
    expect(splitClauses("Prices rose sharply last year; many families cut their spending.")).toBe(
      "Prices rose sharply last year. Many families cut their spending.",
    );
    expect(splitClauses("The company released a new product, which increased sales by 20 percent, and their costs rose sharply.")).toBe(
      "The company released a new product. This increased sales by 20 percent. Their costs rose sharply.",
    );
  });

  it("keeps lists, verbless tails and embedded which-clauses whole", () => {
    expect(splitClauses("I bought apples, pears, and oranges.")).toBe("I bought apples, pears, and oranges.");
    expect(splitClauses("The car is faster, and cheaper to run.")).toBe("The car is faster, and cheaper to run.");
    expect(splitClauses("The report, which was late, failed to convince anyone.")).toBe(
      "The report, which was late, failed to convince anyone.",
    );
  });
});
