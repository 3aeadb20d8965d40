import { CalendarLtrRegular, CalendarMonthRegular } from "@fluentui/react-icons";
import { appPath } from "../shell/paths";
import type { SidebarItem } from "../shell/sidebar-items";
import { sidebarRules } from "../shell/sidebar-rules";

/**
 * Spec document 1 §2: the content variant's main items start with campaign home and campaign; the
 * proof variant shows campaign. Both need the show_Campaign_Nav flag; the writing variant's main
 * items name neither (sidebar-rules.ts orders and filters them per variant).
 */
export const campaignSidebarItems: readonly SidebarItem[] = [
  {
    id: "campaign-home",
    section: "main",
    label: "Campaign Home",
    icon: CalendarMonthRegular,
    to: (product) => appPath(product, "campaigns"),
    showIf: sidebarRules.whenFlag("show_Campaign_Nav"),
  },
  {
    id: "campaign",
    section: "main",
    label: "Campaign",
    icon: CalendarLtrRegular,
    to: (product) => appPath(product, "campaign"),
    showIf: sidebarRules.whenFlag("show_Campaign_Nav"),
  },
];
