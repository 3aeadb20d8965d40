import { describe, expect, it } from "vitest";
import { REFINE_MESSAGES, REFINE_TABS, emptyTabMessage, pageRefineItems } from "./paging";

describe("Refine paging and messages", () => {
  const items = Array.from({ length: 23 }, (_, index) => index);

  it("shows 10 first, then Show more / Show less", () => {
    expect(pageRefineItems(items, false)).toEqual({ visible: items.slice(0, 10), toggle: "Show more", hiddenCount: 13 });
    expect(pageRefineItems(items, true)).toEqual({ visible: items, toggle: "Show less", hiddenCount: 0 });
    expect(pageRefineItems(items.slice(0, 10), false)).toEqual({ visible: items.slice(0, 10), toggle: undefined, hiddenCount: 0 });
    expect(pageRefineItems([], false)).toEqual({ visible: [], toggle: undefined, hiddenCount: 0 });
  });

  it("words the empty state per tab and the similar-words errors as the spec does", () => {
    expect(REFINE_TABS.map(emptyTabMessage)).toEqual([
      "No Similar Words to show in this block!",
      "No Decorators to show in this block!",
      "No Enhancers to show in this block!",
    ]);
    expect(REFINE_MESSAGES).toEqual({
      similarWordsFailed: "Could not fetch similar words.",
      noResult: "No result found",
      noSuggestions: "No suggestions were found.",
    });
  });
});
