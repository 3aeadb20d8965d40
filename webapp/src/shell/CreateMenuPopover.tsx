import { Menu, MenuGroup, MenuGroupHeader, MenuItem, MenuList, MenuPopover, MenuTrigger } from "@fluentui/react-components";
import type { MenuPartProps } from "../ui/lazy-menu";
import type { CreateMenuItem } from "./create-menu-items";

export interface CreateMenuPopoverProps {
  items: readonly CreateMenuItem[];
  actionOf: (item: CreateMenuItem) => (() => void) | undefined;
}

/** The Create menu's entries, grouped as in the spec (loaded with its first opening: CreateMenu.tsx). */
export const CreateMenuPopover = ({ trigger, defaultOpen, items, actionOf }: CreateMenuPopoverProps & MenuPartProps) => {
  const groups = [...new Set(items.map((item) => item.group))];
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {groups.map((group) => (
            <MenuGroup key={group}>
              <MenuGroupHeader>{group}</MenuGroupHeader>
              {items
                .filter((item) => item.group === group)
                .map((item) => {
                  const Icon = item.icon;
                  return (
                    <MenuItem key={item.id} icon={<Icon />} onClick={actionOf(item)}>
                      {item.label}
                    </MenuItem>
                  );
                })}
            </MenuGroup>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
