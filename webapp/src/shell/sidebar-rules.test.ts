import { describe, expect, it } from "vitest";
import { computeFeatureFlags, type Product } from "@wordloom/shared/rules";
import { sidebarRules, visibleSidebarRows, type SidebarContext, type SidebarRuleRow } from "./sidebar-rules";

const context = (overrides: Partial<SidebarContext> = {}): SidebarContext => ({
  product: "writing",
  flags: computeFeatureFlags({ product: "writing", subscriptionType: "basic", accountType: "individual", addons: [] }),
  accountType: "individual",
  userRole: "Member",
  hasActiveSharedDocument: false,
  chatReady: false,
  ...overrides,
});

/** Every row the spec names (document 1 §2), so the rules are tested before all screens exist. */
const SPEC_ROWS: SidebarRuleRow[] = [
  { id: "home", section: "main" },
  { id: "practice-writing", section: "main" },
  { id: "documents", section: "main" },
  { id: "campaign-home", section: "main" },
  { id: "campaign", section: "main", showIf: sidebarRules.whenFlag("show_Campaign_Nav") },
  { id: "social-links", section: "always", showIf: sidebarRules.whenFlag("show_Linking_Nav") },
  { id: "subscription", section: "always" },
  { id: "feature-usage", section: "always" },
  { id: "explore", section: "explore", showIf: sidebarRules.notInProof },
  { id: "notification", section: "notifications" },
  { id: "read-later", section: "notifications", showIf: sidebarRules.onlyInProof },
  { id: "shared-doc", section: "shared", showIf: sidebarRules.withActiveSharedDocument },
  { id: "workflow", section: "shared", showIf: sidebarRules.corporateOnly },
  { id: "team-management", section: "team", showIf: sidebarRules.teamAdminsOnly },
  { id: "trash", section: "footer" },
  { id: "logout", section: "footer" },
];

const ids = (overrides: Partial<SidebarContext>) => visibleSidebarRows(SPEC_ROWS, context(overrides)).map((row) => row.id);
const flagsFor = (product: Product) => computeFeatureFlags({ product, subscriptionType: "basic", accountType: "individual", addons: [] });

describe("sidebar rules", () => {
  it("orders the main items per variant", () => {
    expect(ids({ product: "writing", flags: flagsFor("writing") }).slice(0, 3)).toEqual(["home", "practice-writing", "documents"]);
    expect(ids({ product: "content", flags: flagsFor("content") }).slice(0, 4)).toEqual([
      "campaign-home",
      "campaign",
      "documents",
      "practice-writing",
    ]);
    expect(ids({ product: "proof", flags: { ...flagsFor("proof"), show_Campaign_Nav: true } }).slice(0, 3)).toEqual([
      "documents",
      "campaign",
      "practice-writing",
    ]);
  });

  it("hides campaign navigation without the show_Campaign_Nav flag", () => {
    expect(ids({ product: "proof", flags: flagsFor("proof") })).not.toContain("campaign");
  });

  it("hides Explore Public Posts in proof and shows Read Later only in proof", () => {
    expect(ids({ product: "proof", flags: flagsFor("proof") })).not.toContain("explore");
    expect(ids({ product: "proof", flags: flagsFor("proof") })).toContain("read-later");
    expect(ids({ product: "writing" })).toContain("explore");
    expect(ids({ product: "writing" })).not.toContain("read-later");
  });

  it("shows Shared Doc only with an active collaborator, WorkFlow only for corporate accounts", () => {
    expect(ids({})).not.toContain("shared-doc");
    expect(ids({ hasActiveSharedDocument: true })).toContain("shared-doc");
    expect(ids({})).not.toContain("workflow");
    expect(ids({ accountType: "corporate" })).toContain("workflow");
  });

  it("shows Team Management to TeamAdmin and SuperAdmin only", () => {
    expect(ids({})).not.toContain("team-management");
    expect(ids({ userRole: "TeamAdmin" })).toContain("team-management");
    expect(ids({ userRole: "SuperAdmin" })).toContain("team-management");
  });

  it("always shows Subscription, Feature Usage, Trash and Logout, with Trash and Logout last", () => {
    for (const product of ["writing", "content", "proof"] as const) {
      const shown = ids({ product, flags: flagsFor(product) });
      expect(shown).toEqual(expect.arrayContaining(["subscription", "feature-usage", "trash", "logout"]));
      expect(shown.slice(-2)).toEqual(["trash", "logout"]);
    }
  });

  it("leaves out main items a variant does not list", () => {
    expect(ids({ product: "writing" })).not.toContain("campaign-home");
  });
});
