import { SignOutRegular } from "@fluentui/react-icons";
import type { SidebarItem } from "../shell/sidebar-items";

/** Logout opens the shell's logout dialog (shell/AppLayout.tsx) rather than a screen. */
export const authSidebarItems: readonly SidebarItem[] = [
  { id: "logout", section: "footer", label: "Logout", icon: SignOutRegular, action: "logout" },
];
