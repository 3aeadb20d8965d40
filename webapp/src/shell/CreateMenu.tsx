import { Button, Menu, MenuGroup, MenuGroupHeader, MenuItem, MenuList, MenuPopover, MenuTrigger } from "@fluentui/react-components";
import { AddRegular } from "@fluentui/react-icons";
import { useNavigate } from "react-router";
import type { FeatureFlags, Product } from "@wordloom/shared/rules";
import { useCreateDocument } from "../documents/public/hooks";
import { CREATE_MENU_ITEMS, type CreateMenuItem } from "./create-menu-items";
import { appPath } from "./paths";

/** The Create menu: entries grouped as in the spec, gated by the plan's flags. */
export const CreateMenu = ({ flags, product }: { flags: FeatureFlags; product: Product }) => {
  const createDocument = useCreateDocument(product);
  const navigate = useNavigate();
  const items = CREATE_MENU_ITEMS.filter((item) => !item.flag || flags[item.flag]);
  const groups = [...new Set(items.map((item) => item.group))];
  const actions: Record<string, () => void> = { "blank-document": () => createDocument.mutate() };
  const actionOf = (item: CreateMenuItem) => {
    const { path } = item;
    return path ? () => void navigate(appPath(product, path)) : actions[item.id];
  };
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<AddRegular />} disabled={createDocument.isPending}>
          Create
        </Button>
      </MenuTrigger>
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
