import type { AccountType, FeatureFlags, Product, UserRole } from "@wordloom/shared/rules";

/** Everything the sidebar's visibility rules look at (spec document 1 §2). */
export interface SidebarContext {
  product: Product;
  flags: FeatureFlags;
  accountType: AccountType;
  userRole: UserRole;
  /** Some shared document has a collaborator whose status is not rejected. */
  hasActiveSharedDocument: boolean;
  /** The help chat widget has loaded. */
  chatReady: boolean;
}

type SidebarSection = "main" | "always" | "explore" | "notifications" | "shared" | "team" | "footer";

/** Main items and their order per variant (spec document 1 §2). Ids without a row are not built yet. */
const MAIN_ITEM_ORDER: Record<Product, readonly string[]> = {
  writing: ["home", "practice-writing", "documents"],
  content: ["campaign-home", "campaign", "documents", "practice-writing"],
  proof: ["documents", "campaign", "practice-writing"],
};

/** The spec's visibility conditions, named, so every row states its rule in words. */
export const sidebarRules = {
  notInProof: (context: SidebarContext) => context.product !== "proof",
  onlyInProof: (context: SidebarContext) => context.product === "proof",
  onlyInContent: (context: SidebarContext) => context.product === "content",
  corporateOnly: (context: SidebarContext) => context.accountType === "corporate",
  teamAdminsOnly: (context: SidebarContext) => context.userRole === "TeamAdmin" || context.userRole === "SuperAdmin",
  withActiveSharedDocument: (context: SidebarContext) => context.hasActiveSharedDocument,
  whenFlag: (flag: keyof FeatureFlags) => (context: SidebarContext) => context.flags[flag],
} as const;

export interface SidebarRuleRow {
  id: string;
  section: SidebarSection;
  showIf?: (context: SidebarContext) => boolean;
}

const SECTION_ORDER: readonly SidebarSection[] = ["main", "always", "explore", "notifications", "shared", "team", "footer"];

/** The rows to show, in order: main items in the variant's order, then the other sections. */
export const visibleSidebarRows = <Row extends SidebarRuleRow>(rows: readonly Row[], context: SidebarContext): Row[] => {
  const shown = rows.filter((row) => row.showIf?.(context) ?? true);
  const mainOrder = MAIN_ITEM_ORDER[context.product];
  const main = shown
    .filter((row) => row.section === "main" && mainOrder.includes(row.id))
    .sort((a, b) => mainOrder.indexOf(a.id) - mainOrder.indexOf(b.id));
  const rest = SECTION_ORDER.filter((section) => section !== "main").flatMap((section) => shown.filter((row) => row.section === section));
  return [...main, ...rest];
};
