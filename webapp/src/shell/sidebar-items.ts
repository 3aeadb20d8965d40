import type { FluentIcon } from "@fluentui/react-icons";
import type { Product } from "@wordloom/shared/rules";
import { FEATURES } from "../app/features";
import type { SidebarRuleRow } from "./sidebar-rules";

export interface SidebarItem extends SidebarRuleRow {
  label: string;
  icon: FluentIcon;
  to?: (product: Product) => string;
  action?: "logout";
  /** A titled group the row belongs to (spec document 1 §2: Explore Public Posts); rows of one group sit together. */
  group?: string;
}

/**
 * The sidebar, as data: each feature's rows (its sidebar.ts, with its rule from sidebarRules), in
 * the feature list's order. Screens that do not exist yet have no row, so there are no dead links.
 */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = FEATURES.flatMap((feature) => feature.sidebarItems ?? []);
