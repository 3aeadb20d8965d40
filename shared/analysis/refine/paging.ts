/**
 * The Refine pane's lists (spec 3 §2.4, §9): 10 items first, then "Show more" reveals the rest and
 * "Show less" folds them again. Lists of 10 or fewer have no toggle.
 */
const REFINE_PAGE_SIZE = 10;

export type RefineTab = "Similar Words" | "Decorators" | "Enhancers";
export const REFINE_TABS: readonly RefineTab[] = ["Similar Words", "Decorators", "Enhancers"];

export interface RefinePage<T> {
  visible: T[];
  /** The toggle under the list, or undefined when everything fits in one page. */
  toggle: "Show more" | "Show less" | undefined;
  hiddenCount: number;
}

/** The visible part of a list: the first 10, or all of them once expanded. */
export const pageRefineItems = <T>(items: readonly T[], expanded: boolean, pageSize: number = REFINE_PAGE_SIZE): RefinePage<T> => {
  if (items.length <= pageSize) {
    return { visible: [...items], toggle: undefined, hiddenCount: 0 };
  }
  return expanded
    ? { visible: [...items], toggle: "Show less", hiddenCount: 0 }
    : { visible: items.slice(0, pageSize), toggle: "Show more", hiddenCount: items.length - pageSize };
};

/** Messages of the Refine tools, worded as in spec 3 §8 and spec 2 §8. */
export const REFINE_MESSAGES = {
  similarWordsFailed: "Could not fetch similar words.",
  noResult: "No result found",
  noSuggestions: "No suggestions were found.",
} as const;

/** "No Similar Words to show in this block!" (spec 3 §2.4: "No {tab} to show in this block!"). */
export const emptyTabMessage = (tab: RefineTab): string => `No ${tab} to show in this block!`;
