import { MegaphoneRegular } from "@fluentui/react-icons";
import { appPath } from "../shell/paths";
import type { SidebarItem } from "../shell/sidebar-items";
import { sidebarRules } from "../shell/sidebar-rules";

/** The brand voices screen belongs to the content product's frame, not only to a link in a creation pane. */
export const brandVoiceSidebarItems: readonly SidebarItem[] = [
  {
    id: "brand-voices",
    section: "always",
    label: "Brand Voices",
    icon: MegaphoneRegular,
    to: (product) => appPath(product, "brand-voices"),
    showIf: sidebarRules.onlyInContent,
  },
];
