import { makeStaticStyles } from "@fluentui/react-components";
import { FOCUS_CLASS, HIGHLIGHT } from "./highlight-classes";

const tint = (background: string, underline: string) => ({
  backgroundColor: background,
  borderBottom: `2px solid ${underline}`,
  borderRadius: "2px",
});

/** The highlight colours, global because the editor paints them as decoration classes. */
export const useHighlightStyles = makeStaticStyles({
  [`.${HIGHLIGHT.issue}`]: tint("rgba(209, 52, 56, 0.14)", "#d13438"),
  [`.${HIGHLIGHT.styleSuggestion}`]: tint("rgba(0, 120, 212, 0.1)", "rgba(0, 120, 212, 0.6)"),
  [`.${HIGHLIGHT.offender}`]: tint("rgba(227, 0, 140, 0.16)", "#e3008c"),
  [`.${HIGHLIGHT.plagiarismLow}`]: tint("rgba(255, 183, 77, 0.28)", "#f7b955"),
  [`.${HIGHLIGHT.plagiarismMedium}`]: tint("rgba(247, 99, 12, 0.28)", "#f7630c"),
  [`.${HIGHLIGHT.plagiarismHigh}`]: tint("rgba(209, 52, 56, 0.28)", "#c50f1f"),
  [`.${HIGHLIGHT.weakSentence}`]: tint("rgba(209, 52, 56, 0.08)", "rgba(209, 52, 56, 0.5)"),
  [`.${HIGHLIGHT.negativeSentence}`]: tint("rgba(196, 49, 75, 0.1)", "rgba(196, 49, 75, 0.6)"),
  [`.${FOCUS_CLASS}`]: { outline: "2px solid #a4262c", outlineOffset: "1px", borderRadius: "2px" },
});
