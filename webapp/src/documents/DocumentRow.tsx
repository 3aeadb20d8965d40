import { Button, Caption1, Text, makeStyles, mergeClasses, Spinner, tokens } from "@fluentui/react-components";
import { DocumentRegular, MoreHorizontalRegular } from "@fluentui/react-icons";
import type { ReactNode } from "react";
import type { DocumentSummary } from "@wordloom/shared/model";
import { lazyMenu } from "../ui/lazy-menu";

/** The row's actions menu loads with its first opening (or when the list is idle: rowMenu.preload). */
export const rowMenu = lazyMenu(
  () => import("./DocumentRowMenu"),
  (module) => module.DocumentRowMenu,
);

const useStyles = makeStyles({
  row: {
    display: "flex",
    alignItems: "center",
    gap: "14px",
    padding: "12px 14px",
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  main: {
    display: "flex",
    flexDirection: "column",
    gap: "2px",
    minWidth: 0,
    flexGrow: 1,
    cursor: "pointer",
    background: "none",
    border: "none",
    textAlign: "left",
    font: "inherit",
    color: "inherit",
    padding: 0,
  },
  excerpt: { color: tokens.colorNeutralForeground3, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  icon: { fontSize: "24px", color: tokens.colorBrandForeground1, flexShrink: 0 },
  public: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightRegular },
  busy: { opacity: 0.55, backgroundColor: tokens.colorNeutralBackground3 },
});

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export interface DocumentRowProps {
  document: DocumentSummary;
  busyLabel?: string | null;
  onOpen?: () => void;
  onRename?: () => void;
  onDelete?: () => void;
  /** Make Public / Make Private. */
  onToggleVisibility?: () => void;
  /** Extra actions (the trash uses restore and delete permanently). */
  actions?: ReactNode;
  /** While a deletion waits out its 2 s: cancels it. */
  onUndo?: () => void;
}

export const DocumentRow = ({ document, busyLabel, onOpen, onRename, onDelete, onToggleVisibility, actions, onUndo }: DocumentRowProps) => {
  const styles = useStyles();
  const when = document.deletedAt ?? document.updatedAt;
  return (
    <li
      className={mergeClasses(styles.row, busyLabel ? styles.busy : undefined)}
      data-document-id={document.id}
      aria-busy={Boolean(busyLabel)}
    >
      <DocumentRegular className={styles.icon} aria-hidden />
      <button
        type="button"
        className={styles.main}
        onClick={onOpen}
        disabled={!onOpen || Boolean(busyLabel)}
        aria-label={`Open ${document.title}`}
      >
        <Text weight="semibold">
          {document.title}
          {document.visibility === "public" ? <Caption1 className={styles.public}> · Public</Caption1> : null}
        </Text>
        <Caption1 className={styles.excerpt}>{document.excerpt || "Empty document"}</Caption1>
        <Caption1>
          {document.deletedAt ? "Deleted" : "Edited"} {dateFormat.format(new Date(when))} · {document.wordCount} words
        </Caption1>
      </button>
      {busyLabel ? <Spinner size="tiny" label={busyLabel} /> : null}
      {onUndo ? (
        <Button appearance="primary" size="small" onClick={onUndo}>
          Undo
        </Button>
      ) : null}
      {actions}
      {onRename || onDelete || onToggleVisibility ? (
        <rowMenu.Component
          onRename={onRename}
          onDelete={onDelete}
          visibility={document.visibility}
          onToggleVisibility={onToggleVisibility}
          trigger={
            <Button
              appearance="subtle"
              icon={<MoreHorizontalRegular />}
              aria-label={`Actions for ${document.title}`}
              disabled={Boolean(busyLabel)}
            />
          }
        />
      ) : null}
    </li>
  );
};
