import { describe, expect, it } from "vitest";
import { addCustomPillar, canAddCustomPillar, mergeSuggestedPillars, removePillar } from "./pillar-rules";

const six = ["Hiring", "Culture", "Remote work", "Leadership", "Career growth", "Tools"];

describe("content pillar rules", () => {
  it("refuses a duplicate with the spec's message, whatever the case", () => {
    expect(addCustomPillar(["Remote work"], "  remote WORK ")).toEqual({ ok: false, message: "Pillar already present!" });
  });

  it("adds a new pillar, tidied", () => {
    expect(addCustomPillar(["Hiring"], "  Team   rituals ")).toEqual({ ok: true, pillars: ["Hiring", "Team rituals"] });
  });

  it("shows the custom input only while fewer than 7 pillars exist", () => {
    expect(canAddCustomPillar(six)).toBe(true);
    const seven = addCustomPillar(six, "Wellbeing");
    expect(seven.ok && seven.pillars.length).toBe(7);
    expect(seven.ok && canAddCustomPillar(seven.pillars)).toBe(false);
    expect(seven.ok && addCustomPillar(seven.pillars, "Events")).toEqual({
      ok: false,
      message: "Custom pillars can be added only while there are fewer than 7.",
    });
  });

  it("refuses an empty pillar", () => {
    expect(addCustomPillar([], "   ")).toEqual({ ok: false, message: "A pillar cannot be empty." });
  });

  it("merges suggestions without duplicates, up to 10 pillars", () => {
    expect(mergeSuggestedPillars(["Hiring"], ["hiring", "Onboarding", "Onboarding "])).toEqual({
      pillars: ["Hiring", "Onboarding"],
      added: 1,
    });
    const many = mergeSuggestedPillars(six, ["A", "B", "C", "D", "E", "F"]);
    expect(many.pillars).toHaveLength(10);
    expect(many.added).toBe(4);
  });

  it("removes a pillar", () => {
    expect(removePillar(["Hiring", "Culture"], "Hiring")).toEqual(["Culture"]);
  });
});
