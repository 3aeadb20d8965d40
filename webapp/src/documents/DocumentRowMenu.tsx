import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from "@fluentui/react-components";
import { DeleteRegular, RenameRegular } from "@fluentui/react-icons";
import type { MenuPartProps } from "../ui/lazy-menu";

export interface DocumentRowMenuProps {
  onRename?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

/** A row's actions (Rename, Delete), loaded with its first opening (DocumentRow.tsx). */
export const DocumentRowMenu = ({ trigger, defaultOpen, onRename, onDelete }: DocumentRowMenuProps & MenuPartProps) => (
  <Menu defaultOpen={defaultOpen}>
    <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
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
);
