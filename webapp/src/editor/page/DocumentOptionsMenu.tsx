import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
} from "@fluentui/react-components";
import {
  ArrowDownloadRegular,
  ArrowImportRegular,
  CopyRegular,
  DeleteRegular,
  DocumentPdfRegular,
  GlobeRegular,
  LockClosedRegular,
  MoreHorizontalRegular,
  ShareRegular,
  RenameRegular,
} from "@fluentui/react-icons";
import type { ExportFormat } from "@wordloom/shared/api";

export interface DocumentOptionsMenuProps {
  editable: boolean;
  overviewShown: boolean;
  navigatorShown: boolean;
  /** The document is being read aloud: Delete is disabled (spec document 2 §4, read-out mode blocks trash and share). */
  readOutMode: boolean;
  /** Both Export items, during the 2-second cooldown after a click and while an export runs. */
  exportDisabled: boolean;
  onRename: () => void;
  onCopy: () => void;
  onImport: () => void;
  onExport: (format: ExportFormat) => void;
  onToggleOverview: () => void;
  onToggleNavigator: () => void;
  onDelete: () => void;
  /** Publishing (spec document 2 §4), for the document's owner: its visibility now, or null to leave the items out. */
  publishing?: {
    visibility: "public" | "private";
    pending: boolean;
    onMakePublic: () => void;
    onMakePrivate: () => void;
    onPreviewAndShare: () => void;
  } | null;
}

/** The document options menu of the title bar. */
export const DocumentOptionsMenu = ({
  editable,
  overviewShown,
  navigatorShown,
  readOutMode,
  exportDisabled,
  onRename,
  onCopy,
  onImport,
  onExport,
  onToggleOverview,
  onToggleNavigator,
  onDelete,
  publishing = null,
}: DocumentOptionsMenuProps) => {
  const checked = [...(overviewShown ? ["overview"] : []), ...(navigatorShown ? ["navigator"] : [])];
  return (
    <Menu
      checkedValues={{ panes: checked }}
      onCheckedValueChange={(_event, data) => {
        const next = new Set(data.checkedItems);
        if (next.has("overview") !== overviewShown) {
          onToggleOverview();
        }
        if (next.has("navigator") !== navigatorShown) {
          onToggleNavigator();
        }
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content="Document options" relationship="label">
          <Button appearance="subtle" icon={<MoreHorizontalRegular />} />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {editable ? (
            <MenuItem icon={<RenameRegular />} onClick={onRename}>
              Rename
            </MenuItem>
          ) : null}
          <MenuItem icon={<CopyRegular />} onClick={onCopy}>
            Copy text
          </MenuItem>
          <MenuDivider />
          {editable ? (
            <MenuItem icon={<ArrowImportRegular />} onClick={onImport}>
              Import…
            </MenuItem>
          ) : null}
          <MenuItem icon={<DocumentPdfRegular />} disabled={exportDisabled} onClick={() => onExport("pdf")}>
            Export PDF
          </MenuItem>
          <MenuItem icon={<ArrowDownloadRegular />} disabled={exportDisabled} onClick={() => onExport("docx")}>
            Export DOCX
          </MenuItem>
          {publishing ? (
            <>
              <MenuDivider />
              {publishing.visibility === "public" ? (
                <MenuItem icon={<LockClosedRegular />} disabled={publishing.pending} onClick={publishing.onMakePrivate}>
                  Make Private
                </MenuItem>
              ) : (
                <MenuItem icon={<GlobeRegular />} disabled={publishing.pending} onClick={publishing.onMakePublic}>
                  Make Public
                </MenuItem>
              )}
              <MenuItem icon={<ShareRegular />} disabled={readOutMode} onClick={publishing.onPreviewAndShare}>
                Preview and share…
              </MenuItem>
            </>
          ) : null}
          <MenuDivider />
          <MenuItemCheckbox name="panes" value="overview">
            Document overview
          </MenuItemCheckbox>
          <MenuItemCheckbox name="panes" value="navigator">
            Paragraph navigator
          </MenuItemCheckbox>
          {editable ? (
            <>
              <MenuDivider />
              <MenuItem
                icon={<DeleteRegular />}
                disabled={readOutMode}
                secondaryContent={readOutMode ? "Reading aloud" : undefined}
                onClick={onDelete}
              >
                Delete
              </MenuItem>
            </>
          ) : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
