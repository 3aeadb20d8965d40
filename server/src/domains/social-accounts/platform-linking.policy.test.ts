import { describe, expect, it } from "vitest";
import { authorize } from "../../policies/index";
import { refusal } from "../../../test/refusal";
import { userRow } from "../../../test/rows";
import { platformLinkingPolicy } from "./platform-linking.policy";

describe("platformLinkingPolicy", () => {
  it.each([
    { plan: "writing", user: userRow({ subscriptionProduct: "writing" }), expected: "PLAN_REQUIRED" },
    { plan: "proof", user: userRow({ subscriptionProduct: "proof" }), expected: "PLAN_REQUIRED" },
    { plan: "content", user: userRow({ subscriptionProduct: "content" }), expected: "ok" },
  ])("$plan × link → $expected", ({ user, expected }) => {
    expect(refusal(() => authorize(user, "link", "x", platformLinkingPolicy))?.code ?? "ok").toBe(expected);
  });

  it("names the missing flag when it refuses (403)", () => {
    expect(refusal(() => authorize(userRow({ subscriptionProduct: "writing" }), "link", "medium", platformLinkingPolicy))).toMatchObject({
      status: 403,
      details: { flag: "show_Linking_Nav" },
    });
  });
});
