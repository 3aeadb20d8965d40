import { DataUsageRegular } from "@fluentui/react-icons";
import { appPath } from "../shell/paths";
import type { SidebarItem } from "../shell/sidebar-items";

export const accountSidebarItems: readonly SidebarItem[] = [
  { id: "feature-usage", section: "always", label: "Feature Usage", icon: DataUsageRegular, to: (product) => appPath(product, "account") },
];
