import { HatGraduationRegular } from "@fluentui/react-icons";
import type { SidebarItem } from "../shell/sidebar-items";
import { timelinePath } from "./paths";

/** Practice writing (spec document 1 §2: a main item in every variant) opens app/timeline. */
export const learningSidebarItems: readonly SidebarItem[] = [
  {
    id: "practice-writing",
    section: "main",
    label: "Practice writing",
    icon: HatGraduationRegular,
    to: (product) => timelinePath(product),
  },
];
