import { BookmarkRegular, DataTrendingRegular, DocumentGlobeRegular, LightbulbRegular } from "@fluentui/react-icons";
import type { SidebarItem } from "../shell/sidebar-items";
import { sidebarRules } from "../shell/sidebar-rules";
import { postListPath } from "./paths";

const EXPLORE_GROUP = "Explore Public Posts";

/**
 * Spec document 1 §2: the Explore Public Posts group (Trending, Recommended, Saved, My Public Posts),
 * hidden in the proof variant, and Read Later (the Saved list) in the proof variant only.
 */
export const publicationSidebarItems: readonly SidebarItem[] = [
  {
    id: "explore-trending",
    section: "explore",
    group: EXPLORE_GROUP,
    label: "Trending",
    icon: DataTrendingRegular,
    to: (product) => postListPath(product, "trending"),
    showIf: sidebarRules.notInProof,
  },
  {
    id: "explore-recommended",
    section: "explore",
    group: EXPLORE_GROUP,
    label: "Recommended",
    icon: LightbulbRegular,
    to: (product) => postListPath(product, "recommended"),
    showIf: sidebarRules.notInProof,
  },
  {
    id: "explore-saved",
    section: "explore",
    group: EXPLORE_GROUP,
    label: "Saved",
    icon: BookmarkRegular,
    to: (product) => postListPath(product, "saved"),
    showIf: sidebarRules.notInProof,
  },
  {
    id: "explore-mine",
    section: "explore",
    group: EXPLORE_GROUP,
    label: "My Public Posts",
    icon: DocumentGlobeRegular,
    to: (product) => postListPath(product, "mine"),
    showIf: sidebarRules.notInProof,
  },
  {
    id: "read-later",
    section: "notifications",
    label: "Read Later",
    icon: BookmarkRegular,
    to: (product) => postListPath(product, "saved"),
    showIf: sidebarRules.onlyInProof,
  },
];
