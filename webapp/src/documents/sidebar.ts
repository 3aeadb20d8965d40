import { DocumentMultipleRegular } from "@fluentui/react-icons";
import { appPath } from "../shell/paths";
import type { SidebarItem } from "../shell/sidebar-items";

export const documentsSidebarItems: readonly SidebarItem[] = [
  { id: "documents", section: "main", label: "Documents", icon: DocumentMultipleRegular, to: (product) => appPath(product, "list") },
];
