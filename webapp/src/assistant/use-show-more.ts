import { useState } from "react";

/** Spec document 3 §2.4: 10 shown at first, then "Show more" / "Show less". */
const SHOWN_AT_FIRST = 10;

export const useShowMore = <T>(items: readonly T[], initial = SHOWN_AT_FIRST) => {
  const [expanded, setExpanded] = useState(false);
  return {
    shown: expanded ? items : items.slice(0, initial),
    canToggle: items.length > initial,
    expanded,
    toggle: () => setExpanded((current) => !current),
  };
};
