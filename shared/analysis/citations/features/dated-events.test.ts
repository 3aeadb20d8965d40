import { describe, expect, it } from "vitest";
import { datedEvent } from "./dated-events";

describe("dates with events", () => {
  it("finds a specific date with an event", () => {
    expect(datedEvent.detect("Apple was founded in 1976 in a garage.")).toBe("in 1976 … founded");
    expect(datedEvent.detect("On 20 July 1969, Apollo 11 landed on the Moon.")).toBe("On 20 July 1969 … landed");
    expect(datedEvent.detect("The treaty was signed on March 3, 1918.")).toBe("on March 3, 1918 … signed");
  });

  it("needs both a date and an event", () => {
    expect(datedEvent.detect("In 1976 the weather was warm.")).toBeNull();
    expect(datedEvent.detect("The company was founded by two friends.")).toBeNull();
    expect(datedEvent.detect("We built 1500 homes.")).toBeNull();
  });
});
