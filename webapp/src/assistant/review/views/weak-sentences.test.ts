import { describe, expect, it } from "vitest";
import { weakSentences } from "./weak-sentences";

describe("weakSentences", () => {
  it("locates the sentences scored below 50 in their block", () => {
    const text = "Short one. This notwithstanding, the aforementioned considerations necessitate reconsideration. Fine.";
    const weak = weakSentences([{ id: "b", text, pageIndex: 0 }], { b: { readScore: [90, 12, null], prose: true } });
    expect(weak).toHaveLength(1);
    expect(text.slice(weak[0]?.start, weak[0]?.end)).toBe(
      "This notwithstanding, the aforementioned considerations necessitate reconsideration.",
    );
  });

  it("skips blocks that are not prose", () => {
    expect(weakSentences([{ id: "b", text: "A b.", pageIndex: 0 }], { b: { readScore: [0], prose: false } })).toEqual([]);
  });
});
