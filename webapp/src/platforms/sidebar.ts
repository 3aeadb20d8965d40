import { LinkMultipleRegular } from "@fluentui/react-icons";
import { appPath } from "../shell/paths";
import type { SidebarItem } from "../shell/sidebar-items";
import { sidebarRules } from "../shell/sidebar-rules";

/** Social Links (spec document 1 §2: always shown where the show_Linking_Nav flag allows) opens app/platforms. */
export const platformSidebarItems: readonly SidebarItem[] = [
  {
    id: "social-links",
    section: "always",
    label: "Social Links",
    icon: LinkMultipleRegular,
    to: (product) => appPath(product, "platforms"),
    showIf: sidebarRules.whenFlag("show_Linking_Nav"),
  },
];
