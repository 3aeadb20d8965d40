import type { FeatureFlags } from "@wordloom/shared/rules";

export type ToolId = "grammar" | "compliance" | "rephrase" | "offensive" | "plagiarism" | "idioms" | "refine";

export interface ToolEntry {
  id: ToolId;
  label: string;
  /** Block tools work on the block holding the caret; page tools on a page (or the document). */
  scope: "block" | "page";
  /** Shown, but the plan lacks it: choosing it opens the tool, which says what the plan needs (spec document 3 §4.1, §6). */
  locked?: boolean;
}

/** Spec document 3 §2.1, in the carousel's order. */
export const TOOLS: readonly ToolEntry[] = [
  { id: "grammar", label: "Grammar", scope: "page" },
  { id: "compliance", label: "Compliance", scope: "page" },
  { id: "rephrase", label: "Rephrase", scope: "block" },
  { id: "offensive", label: "Offensive", scope: "block" },
  { id: "plagiarism", label: "Plagiarism", scope: "page" },
  { id: "idioms", label: "Idioms", scope: "block" },
  { id: "refine", label: "Refine", scope: "block" },
];

/** Every tool; Compliance is locked without the legal feature flag (it still opens, with the plan's message). */
export const visibleTools = (flags: Pick<FeatureFlags, "legal_feature">): ToolEntry[] =>
  TOOLS.map((tool) => (tool.id === "compliance" && !flags.legal_feature ? { ...tool, locked: true } : tool));

/** Spec document 3 §2.1: 4 tools per view, 3 below 1200 px. */
export const toolsPerView = (narrow: boolean) => (narrow ? 3 : 4);

/** The carousel's views: consecutive groups of `perView` tools. */
export const carouselViews = <T>(items: readonly T[], perView: number): T[][] => {
  const views: T[][] = [];
  for (let start = 0; start < items.length; start += perView) {
    views.push(items.slice(start, start + perView));
  }
  return views;
};
