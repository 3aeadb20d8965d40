import { describe, expect, it } from "vitest";
import { computeFeatureFlags, FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from "./flags";
import { ADDONS, PRODUCTS, type Addon, type Product } from "./products";

const flagsFor = (product: Product, addons: readonly Addon[] = []): FeatureFlags =>
  computeFeatureFlags({ product, subscriptionType: "basic", accountType: "individual", addons });

const granted = (flags: FeatureFlags): FeatureFlag[] => FEATURE_FLAGS.filter((flag) => flags[flag]);

describe("computeFeatureFlags", () => {
  it("answers a boolean for every known flag and nothing else", () => {
    for (const product of PRODUCTS) {
      const flags = flagsFor(product, ADDONS);
      expect(Object.keys(flags).sort()).toEqual([...FEATURE_FLAGS].sort());
      for (const value of Object.values(flags)) {
        expect(typeof value).toBe("boolean");
      }
    }
  });

  it("gives the content subscription campaign and linking navigation, memoir, schedule editor, social posts and the legal feature", () => {
    const flags = flagsFor("content");
    for (const flag of [
      "show_Campaign_Nav",
      "show_Linking_Nav",
      "memoir_trigger",
      "schedule_editor",
      "gen_social_post",
      "legal_feature",
    ] as const) {
      expect(flags[flag], flag).toBe(true);
    }
    for (const flag of [
      "show_Writing_Nav",
      "messageCraft_trigger",
      "write_trigger",
      "full_document_check",
      "mask_trigger",
      "citation_legal_available",
    ] as const) {
      expect(flags[flag], flag).toBe(false);
    }
  });

  it("gives the writing subscription writing navigation, message craft, email triggers, formats, write trigger and collaboration", () => {
    const flags = flagsFor("writing");
    for (const flag of [
      "show_Writing_Nav",
      "messageCraft_trigger",
      "email_Leader_Trigger",
      "email_Sub_trigger",
      "table_format",
      "citation_format",
      "list_format",
      "write_trigger",
      "collaboration_option",
    ] as const) {
      expect(flags[flag], flag).toBe(true);
    }
    for (const flag of [
      "show_Campaign_Nav",
      "show_Linking_Nav",
      "memoir_trigger",
      "gen_social_post",
      "legal_feature",
      "citation_legal_available",
      "full_document_check",
      "mask_trigger",
    ] as const) {
      expect(flags[flag], flag).toBe(false);
    }
  });

  it("gives the proof subscription exactly the full document check, mask trigger, collaboration option and the formats", () => {
    expect(granted(flagsFor("proof")).sort()).toEqual(
      ["full_document_check", "mask_trigger", "collaboration_option", "table_format", "citation_format", "list_format"].sort(),
    );
  });

  it("unlocks citation and legal features with the legal add-on", () => {
    const without = flagsFor("writing");
    const withLegal = flagsFor("writing", ["legal"]);
    expect(without.legal_feature).toBe(false);
    expect(without.citation_legal_available).toBe(false);
    expect(withLegal.legal_feature).toBe(true);
    expect(withLegal.citation_legal_available).toBe(true);
    expect(withLegal.citation_format).toBe(true);
    // The add-on only adds flags; the product's own flags stay.
    expect(withLegal.show_Writing_Nav).toBe(true);
  });

  it("unlocks the full document check with the proof add-on and planning with the content planner add-on", () => {
    expect(flagsFor("writing").full_document_check).toBe(false);
    expect(flagsFor("writing", ["proof"]).full_document_check).toBe(true);
    expect(flagsFor("writing", ["proof"]).mask_trigger).toBe(false);
    const planner = flagsFor("writing", ["contentPlanner"]);
    expect(planner.content_planner).toBe(true);
    expect(planner.show_Campaign_Nav).toBe(true);
    expect(planner.schedule_editor).toBe(true);
    expect(flagsFor("writing", ["writingExercise"]).writing_exercise).toBe(true);
    expect(flagsFor("writing").writing_exercise).toBe(false);
  });

  it("grants the union of the product and every add-on, and never more", () => {
    for (const product of PRODUCTS) {
      const base = granted(flagsFor(product));
      const all = granted(flagsFor(product, ADDONS));
      for (const flag of base) {
        expect(all, `${product} keeps ${flag}`).toContain(flag);
      }
      for (const addon of ADDONS) {
        for (const flag of granted(flagsFor(product, [addon]))) {
          expect(all, `${product}+all add-ons has ${flag}`).toContain(flag);
        }
      }
    }
  });

  it("is pure: the same entitlement always gives the same flags, and duplicated add-ons change nothing", () => {
    const addons: Addon[] = ["legal"];
    const first = flagsFor("content", addons);
    expect(flagsFor("content", addons)).toEqual(first);
    expect(addons).toEqual(["legal"]);
    expect(flagsFor("content", ["legal", "legal"])).toEqual(first);
  });
});
