import { makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";
import type { AssistantHost } from "../assistant-host";
import type { TextSpan } from "../text-edits";
import { useHoverFocus } from "../use-hover-focus";

const useStyles = makeStyles({
  card: {
    display: "grid",
    gap: "6px",
    padding: "10px 12px",
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderLeft: `3px solid ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    listStyleType: "none",
    ":hover": { boxShadow: tokens.shadow4 },
  },
  actions: { display: "flex", flexWrap: "wrap", gap: "6px" },
});

export interface FindingCardProps {
  host: AssistantHost;
  /** The text the card is about; hovering highlights it in the document. */
  span: TextSpan | null;
  label: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/** One result of a tool, in a list: its details, then its actions. */
export const FindingCard = ({ host, span, label, children, actions, className }: FindingCardProps) => {
  const styles = useStyles();
  const hover = useHoverFocus(host, span);
  return (
    <li aria-label={label} className={mergeClasses(styles.card, className)} {...hover}>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </li>
  );
};

export const useFindingListStyles = makeStyles({
  list: { display: "grid", gap: "8px", margin: 0, padding: 0 },
});
