import { Button, Menu, MenuDivider, MenuItem, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger, Tooltip } from "@fluentui/react-components";
import { CopyRegular, DeleteRegular, MoreHorizontalRegular, RenameRegular } from "@fluentui/react-icons";

export interface DocumentOptionsMenuProps {
  editable: boolean;
  overviewShown: boolean;
  navigatorShown: boolean;
  onRename: () => void;
  onCopy: () => void;
  onToggleOverview: () => void;
  onToggleNavigator: () => void;
  onDelete: () => void;
}

/** The document options menu of the title bar. */
export const DocumentOptionsMenu = ({
  editable,
  overviewShown,
  navigatorShown,
  onRename,
  onCopy,
  onToggleOverview,
  onToggleNavigator,
  onDelete,
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
          <MenuItemCheckbox name="panes" value="overview">
            Document overview
          </MenuItemCheckbox>
          <MenuItemCheckbox name="panes" value="navigator">
            Paragraph navigator
          </MenuItemCheckbox>
          {editable ? (
            <>
              <MenuDivider />
              <MenuItem icon={<DeleteRegular />} onClick={onDelete}>
                Delete
              </MenuItem>
            </>
          ) : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
