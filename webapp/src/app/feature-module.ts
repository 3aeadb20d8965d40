import type { RouteObject } from "react-router";
import type { CreateMenuItem } from "../shell/create-menu-items";
import type { SidebarItem } from "../shell/sidebar-items";

/**
 * What a feature folder plugs into the app: the router, the sidebar and the Create menu loop over
 * the list of these in features.ts. Each feature builds its module in its index.ts.
 */
export interface FeatureModule {
  /** Names the feature in tests and messages; the folder's name. */
  id: string;
  /** Screens inside the signed-in frame, under /:product/app (spec document 1 §2). */
  appRoutes?: readonly RouteObject[];
  /** Screens outside the frame (sign-in, the add-in's pages, the admin area). */
  outerRoutes?: readonly RouteObject[];
  /** Sidebar rows; the sidebar's rules order them (shell/sidebar-rules.ts). */
  sidebarItems?: readonly SidebarItem[];
  /** Create-menu entries, in menu order. */
  createMenuItems?: readonly CreateMenuItem[];
}
