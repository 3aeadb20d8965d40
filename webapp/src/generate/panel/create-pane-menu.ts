import type { FeatureFlags } from "@wordloom/shared/rules";
import { CREATE_MENU_ITEMS, type CreateMenuItem } from "../../shell/create-menu-items";
import { isCreatePaneId, type CreatePaneId } from "../create-panes";

interface CreatePaneEntry extends CreateMenuItem {
  id: CreatePaneId;
}

/**
 * The creation panes this plan offers, grouped and labelled as in the Create menu and gated by the
 * same flags (spec document 1 §2): the Create menu's entries that open a creation pane.
 */
export const availableCreatePanes = (flags: FeatureFlags): CreatePaneEntry[] =>
  CREATE_MENU_ITEMS.filter(
    (item): item is CreatePaneEntry => isCreatePaneId(item.id) && item.path === `create/${item.id}` && (!item.flag || flags[item.flag]),
  );
