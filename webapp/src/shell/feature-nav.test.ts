import { describe, expect, it } from "vitest";
import { computeFeatureFlags, type Product } from "@wordloom/shared/rules";
import { CREATE_MENU_ITEMS } from "./create-menu-items";
import { SIDEBAR_ITEMS } from "./sidebar-items";
import { sidebarRules, visibleSidebarRows, type SidebarContext, type SidebarRuleRow } from "./sidebar-rules";

/**
 * The central lists as they were before each feature owned its entries (issue 19): ids, sections,
 * labels, paths; plus Brand Voices in the content product (issue 21), Social Links (issue 23), the
 * campaign rows and the Start Writing → Social campaign entry (issue 24), the Explore Public Posts
 * group with Read Later in proof (issue 26), and Practice writing (issue 27: a main item in every
 * variant, and Start Writing in the Create menu).
 */
const PREVIOUS_SIDEBAR: (SidebarRuleRow & { label: string; path?: string })[] = [
  { id: "documents", section: "main", label: "Documents", path: "list" },
  { id: "feature-usage", section: "always", label: "Feature Usage", path: "account" },
  { id: "trash", section: "footer", label: "Trash", path: "trash" },
  { id: "logout", section: "footer", label: "Logout", path: undefined },
  { id: "brand-voices", section: "always", label: "Brand Voices", path: "brand-voices", showIf: sidebarRules.onlyInContent },
  { id: "social-links", section: "always", label: "Social Links", path: "platforms", showIf: sidebarRules.whenFlag("show_Linking_Nav") },
  // Issue 24: campaign home and campaign (content; campaign in proof), behind show_Campaign_Nav.
  { id: "campaign-home", section: "main", label: "Campaign Home", path: "campaigns", showIf: sidebarRules.whenFlag("show_Campaign_Nav") },
  { id: "campaign", section: "main", label: "Campaign", path: "campaign", showIf: sidebarRules.whenFlag("show_Campaign_Nav") },
  { id: "explore-trending", section: "explore", label: "Trending", path: "publications/trending", showIf: sidebarRules.notInProof },
  {
    id: "explore-recommended",
    section: "explore",
    label: "Recommended",
    path: "publications/recommended",
    showIf: sidebarRules.notInProof,
  },
  { id: "explore-saved", section: "explore", label: "Saved", path: "saved", showIf: sidebarRules.notInProof },
  { id: "explore-mine", section: "explore", label: "My Public Posts", path: "publications/mine", showIf: sidebarRules.notInProof },
  { id: "read-later", section: "notifications", label: "Read Later", path: "saved", showIf: sidebarRules.onlyInProof },
  { id: "practice-writing", section: "main", label: "Practice writing", path: "timeline" },
];
const PREVIOUS_CREATE_MENU = [
  "blank-document",
  "voice",
  "blog",
  "promotional-pitch",
  "social-post",
  "emails-subordinate",
  "emails-leader",
  "messages",
  "memoir",
  "message-craft",
  "email-templates-leader",
  "email-templates-subordinate",
  "message-templates",
  "memoir-templates",
  "social-campaign",
  "writing-exercises",
];
const PRODUCTS: Product[] = ["writing", "content", "proof"];

const contextFor = (product: Product): SidebarContext => ({
  product,
  flags: computeFeatureFlags({ product, subscriptionType: "gold", accountType: "corporate", addons: [] }),
  accountType: "corporate",
  userRole: "SuperAdmin",
  hasActiveSharedDocument: true,
  chatReady: true,
});

describe("the sidebar and Create menu assembled from the features", () => {
  it("keeps the previous sidebar rows, in order", () => {
    expect(SIDEBAR_ITEMS.map((item) => ({ id: item.id, section: item.section, label: item.label, path: item.to?.("writing") }))).toEqual(
      PREVIOUS_SIDEBAR.map(({ showIf: _rule, ...row }) => ({ ...row, path: row.path && `/writing/app/${row.path}` })),
    );
  });

  it.each(PRODUCTS)("shows the same rows in %s", (product) => {
    const ids = (rows: readonly SidebarRuleRow[]) => rows.map((row) => row.id);
    expect(ids(visibleSidebarRows(SIDEBAR_ITEMS, contextFor(product)))).toEqual(
      ids(visibleSidebarRows(PREVIOUS_SIDEBAR, contextFor(product))),
    );
  });

  it("keeps the previous Create-menu entries, in order", () => {
    expect(CREATE_MENU_ITEMS.map((item) => item.id)).toEqual(PREVIOUS_CREATE_MENU);
  });
});
