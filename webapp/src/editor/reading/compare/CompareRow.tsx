import { Badge, makeStyles, tokens, type BadgeProps } from "@fluentui/react-components";
import type { ReactNode } from "react";
import type { BlockComparison, CompareStatus } from "./compare-blocks";
import type { DiffPart } from "./word-diff";

const useStyles = makeStyles({
  cell: {
    padding: "8px",
    verticalAlign: "top",
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    lineHeight: 1.5,
    whiteSpace: "pre-wrap",
  },
  statusCell: { padding: "8px", verticalAlign: "top", borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, whiteSpace: "nowrap" },
  removed: { backgroundColor: tokens.colorPaletteRedBackground2, textDecorationLine: "line-through" },
  added: { backgroundColor: tokens.colorPaletteGreenBackground2, textDecorationLine: "none" },
  empty: { color: tokens.colorNeutralForeground3 },
  removedRow: { backgroundColor: tokens.colorPaletteRedBackground1 },
  newRow: { backgroundColor: tokens.colorPaletteGreenBackground1 },
});

/** What each status reads as, and its badge colour. */
const STATUS_LABELS: Record<CompareStatus, { label: string; color: BadgeProps["color"] }> = {
  unchanged: { label: "Unchanged", color: "informative" },
  changed: { label: "Changed", color: "warning" },
  fullnew: { label: "New", color: "success" },
  removed: { label: "Removed", color: "danger" },
};

const diffSide = (parts: readonly DiffPart[], side: "before" | "after", styles: ReturnType<typeof useStyles>): ReactNode =>
  parts.map((part, index) => {
    if (part.kind === "same") {
      return <span key={index}>{part.text}</span>;
    }
    if (side === "before" && part.kind === "removed") {
      return (
        <del key={index} className={styles.removed}>
          {part.text}
        </del>
      );
    }
    if (side === "after" && part.kind === "added") {
      return (
        <ins key={index} className={styles.added}>
          {part.text}
        </ins>
      );
    }
    return null;
  });

/** One block: its status, the text before and the text after (changed words marked). */
export const CompareRow = ({ row }: { row: BlockComparison }) => {
  const styles = useStyles();
  const status = STATUS_LABELS[row.status];
  const side = (text: string | null, which: "before" | "after") => {
    if (text === null) {
      return <span className={styles.empty}>—</span>;
    }
    return row.diff ? diffSide(row.diff, which, styles) : text;
  };
  const rowClass = row.status === "removed" ? styles.removedRow : row.status === "fullnew" ? styles.newRow : undefined;
  return (
    <tr className={rowClass} data-testid="compare-row" data-block-status={row.status} data-compare-block-id={row.id}>
      <td className={styles.statusCell}>
        <Badge appearance="tint" color={status.color}>
          {status.label}
        </Badge>
      </td>
      <td className={styles.cell} data-side="before">
        {side(row.before, "before")}
      </td>
      <td className={styles.cell} data-side="after">
        {side(row.after, "after")}
      </td>
    </tr>
  );
};
