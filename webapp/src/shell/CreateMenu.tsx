import { Button } from "@fluentui/react-components";
import { AddRegular } from "@fluentui/react-icons";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { FeatureFlags, Product } from "@wordloom/shared/rules";
import { useCreateDocument } from "../documents/public/hooks";
import { lazyMenu } from "../ui/lazy-menu";
import { preloadWhenIdle } from "../ui/lazy-dialog";
import { CREATE_MENU_ITEMS, type CreateMenuItem } from "./create-menu-items";
import { appPath } from "./paths";

const createMenu = lazyMenu(
  () => import("./CreateMenuPopover"),
  (module) => module.CreateMenuPopover,
);

/** The Create menu: entries grouped as in the spec, gated by the plan's flags. */
export const CreateMenu = ({ flags, product }: { flags: FeatureFlags; product: Product }) => {
  const createDocument = useCreateDocument(product);
  const navigate = useNavigate();
  useEffect(() => preloadWhenIdle(createMenu.preload), []);
  const items = CREATE_MENU_ITEMS.filter((item) => !item.flag || flags[item.flag]);
  const actions: Record<string, () => void> = { "blank-document": () => createDocument.mutate() };
  const actionOf = (item: CreateMenuItem) => {
    const { path } = item;
    return path ? () => void navigate(appPath(product, path)) : actions[item.id];
  };
  return (
    <createMenu.Component
      items={items}
      actionOf={actionOf}
      trigger={
        <Button appearance="primary" icon={<AddRegular />} disabled={createDocument.isPending}>
          Create
        </Button>
      }
    />
  );
};
