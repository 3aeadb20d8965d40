import {
  Button,
  Caption1,
  Text,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  tokens,
} from "@fluentui/react-components";
import { DeleteRegular, DocumentRegular, MoreHorizontalRegular, RenameRegular } from "@fluentui/react-icons";
import type { ReactNode } from "react";
import type { DocumentSummary } from "@wordloom/shared/model";

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
});

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export interface DocumentRowProps {
  document: DocumentSummary;
  busyLabel?: string | null;
  onOpen?: () => void;
  onRename?: () => void;
  onDelete?: () => void;
  /** Extra actions (the trash uses restore and delete permanently). */
  actions?: ReactNode;
}

export const DocumentRow = ({ document, busyLabel, onOpen, onRename, onDelete, actions }: DocumentRowProps) => {
  const styles = useStyles();
  const when = document.deletedAt ?? document.updatedAt;
  return (
    <li className={styles.row} data-document-id={document.id} aria-busy={Boolean(busyLabel)}>
      <DocumentRegular className={styles.icon} aria-hidden />
      <button type="button" className={styles.main} onClick={onOpen} disabled={!onOpen} aria-label={`Open ${document.title}`}>
        <Text weight="semibold">{document.title}</Text>
        <Caption1 className={styles.excerpt}>{document.excerpt || "Empty document"}</Caption1>
        <Caption1>
          {document.deletedAt ? "Deleted" : "Edited"} {dateFormat.format(new Date(when))} · {document.wordCount} words
        </Caption1>
      </button>
      {busyLabel ? <Spinner size="tiny" label={busyLabel} /> : null}
      {actions}
      {onRename || onDelete ? (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button
              appearance="subtle"
              icon={<MoreHorizontalRegular />}
              aria-label={`Actions for ${document.title}`}
              disabled={Boolean(busyLabel)}
            />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {onRename ? (
                <MenuItem icon={<RenameRegular />} onClick={onRename}>
                  Rename
                </MenuItem>
              ) : null}
              {onDelete ? (
                <MenuItem icon={<DeleteRegular />} onClick={onDelete}>
                  Delete
                </MenuItem>
              ) : null}
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
    </li>
  );
};
