import { describe, expect, it } from "vitest";
import { allowed } from "../../policies/index";
import { userRow } from "../../../test/rows";
import { grammarPolicy } from "./grammar.policy";

describe("grammarPolicy", () => {
  it.each([
    { plan: "basic writing", user: userRow({ subscriptionType: "basic" }), expected: false },
    { plan: "gold writing", user: userRow({ subscriptionType: "gold" }), expected: true },
    {
      plan: "gold proof (full-document flag on)",
      user: userRow({ subscriptionType: "gold", subscriptionProduct: "proof" }),
      expected: false,
    },
    { plan: "gold writing + proof add-on", user: userRow({ subscriptionType: "gold", addons: ["proof"] }), expected: false },
    { plan: "basic proof", user: userRow({ subscriptionType: "basic", subscriptionProduct: "proof" }), expected: false },
  ])("$plan × checkDocument → $expected", ({ user, expected }) => {
    expect(allowed(grammarPolicy, user, "checkDocument", "document")).toBe(expected);
  });
});
