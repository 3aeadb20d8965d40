import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from "@fluentui/react-components";
import { DeleteRegular, GlobeRegular, LockClosedRegular, RenameRegular } from "@fluentui/react-icons";
import type { MenuPartProps } from "../ui/lazy-menu";

export interface DocumentRowMenuProps {
  onRename?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** Make Public / Make Private (spec document 2 §4), by the document's visibility now. */
  visibility?: "public" | "private" | undefined;
  onToggleVisibility?: (() => void) | undefined;
}

/** A row's actions (Rename, Make Public / Make Private, Delete), loaded with its first opening (DocumentRow.tsx). */
export const DocumentRowMenu = ({
  trigger,
  defaultOpen,
  onRename,
  onDelete,
  visibility,
  onToggleVisibility,
}: DocumentRowMenuProps & MenuPartProps) => (
  <Menu defaultOpen={defaultOpen}>
    <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
    <MenuPopover>
      <MenuList>
        {onRename ? (
          <MenuItem icon={<RenameRegular />} onClick={onRename}>
            Rename
          </MenuItem>
        ) : null}
        {onToggleVisibility ? (
          <MenuItem icon={visibility === "public" ? <LockClosedRegular /> : <GlobeRegular />} onClick={onToggleVisibility}>
            {visibility === "public" ? "Make Private" : "Make Public"}
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
