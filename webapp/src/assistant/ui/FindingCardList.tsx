import type { ReactNode } from "react";
import { useFindingListStyles } from "./FindingCard";

/** A labelled list of finding cards. */
export const FindingCardList = ({ label, children }: { label: string; children: ReactNode }) => {
  const styles = useFindingListStyles();
  return (
    <ul aria-label={label} className={styles.list}>
      {children}
    </ul>
  );
};
