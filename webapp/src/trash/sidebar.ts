import { DeleteRegular } from "@fluentui/react-icons";
import { appPath } from "../shell/paths";
import type { SidebarItem } from "../shell/sidebar-items";

export const trashSidebarItems: readonly SidebarItem[] = [
  { id: "trash", section: "footer", label: "Trash", icon: DeleteRegular, to: (product) => appPath(product, "trash") },
];
