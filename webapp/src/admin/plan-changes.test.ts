import { describe, expect, it } from "vitest";
import { planChanges, planFormOf } from "./plan-changes";
import { userFixture } from "./test-fixtures";

describe("planChanges", () => {
  it("is empty when nothing changed, whatever the add-on order", () => {
    const user = userFixture({ addons: ["legal", "proof"] });
    expect(planChanges(user, { ...planFormOf(user), addons: ["proof", "legal"] })).toEqual({});
  });

  it("holds only the changed fields", () => {
    const user = userFixture();
    expect(planChanges(user, { ...planFormOf(user), userRole: "TeamAdmin", addons: ["legal", "contentPlanner"] })).toEqual({
      userRole: "TeamAdmin",
      addons: ["contentPlanner", "legal"],
    });
  });
});
