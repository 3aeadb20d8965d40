import { describe, expect, it, vi } from "vitest";
import { memoizeByText } from "./memo";

describe("memoizeByText", () => {
  it("computes each text once and returns the remembered result after", () => {
    const compute = vi.fn((text: string) => ({ length: text.length }));
    const remembered = memoizeByText(compute);
    const first = remembered("one sentence");
    expect(remembered("one sentence")).toBe(first);
    expect(remembered("another")).toEqual({ length: 7 });
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("remembers falsy results too", () => {
    const compute = vi.fn(() => 0);
    const remembered = memoizeByText(compute);
    remembered("neutral");
    remembered("neutral");
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("forgets everything when full, so memory stays bounded", () => {
    const compute = vi.fn((text: string) => text.toUpperCase());
    const remembered = memoizeByText(compute, 2);
    remembered("a");
    remembered("b");
    remembered("c");
    remembered("a");
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
