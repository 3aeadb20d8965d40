import {
  DataUsageRegular,
  DeleteRegular,
  DocumentMultipleRegular,
  SignOutRegular,
  type FluentIcon,
} from "@fluentui/react-icons";
import type { Product } from "@wordloom/shared/rules";
import { appPath } from "./paths";
import type { SidebarRuleRow } from "./sidebar-rules";

export interface SidebarItem extends SidebarRuleRow {
  label: string;
  icon: FluentIcon;
  to?: (product: Product) => string;
  action?: "logout";
}

/**
 * The sidebar, as data. Each later screen adds its row here (with its rule from sidebarRules);
 * screens that do not exist yet have no row, so there are no dead links.
 */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { id: "documents", section: "main", label: "Documents", icon: DocumentMultipleRegular, to: (product) => appPath(product, "list") },
  { id: "feature-usage", section: "always", label: "Feature Usage", icon: DataUsageRegular, to: (product) => appPath(product, "account") },
  { id: "trash", section: "footer", label: "Trash", icon: DeleteRegular, to: (product) => appPath(product, "trash") },
  { id: "logout", section: "footer", label: "Logout", icon: SignOutRegular, action: "logout" },
];
