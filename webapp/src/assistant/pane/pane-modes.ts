/**
 * Right-pane modes (spec document 2 §2: Create, AI Tools, Review, Collaboration, Overview…).
 * Collaboration, Schedule and Text to Post arrive with their own issues; the pane lists what exists.
 */
export type PaneMode = "create" | "tools" | "review" | "overview";

export const PANE_MODES: ReadonlyArray<{ id: PaneMode; label: string }> = [
  { id: "create", label: "Create" },
  { id: "tools", label: "AI Tools" },
  { id: "review", label: "Review" },
  { id: "overview", label: "Overview" },
];
