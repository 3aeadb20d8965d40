import { describe, expect, it } from "vitest";
import { authorize } from "../../policies/index";
import { refusal } from "../../../test/refusal";
import { userRow } from "../../../test/rows";
import { citationPolicy } from "./citation.policy";

const withoutLegal = userRow({ subscriptionType: "gold", addons: [] });
const withLegal = userRow({ subscriptionType: "basic", addons: ["legal"] });
const plain = [{ citationType: "chicago-biblo" as const }];
const legal = [{ citationType: "chicago-author" as const }, { citationType: "legal" as const }];

describe("citationPolicy", () => {
  it.each([
    { plan: "no legal add-on", user: withoutLegal, kind: "chicago only", citations: plain, expected: "ok" },
    { plan: "no legal add-on", user: withoutLegal, kind: "with a legal one", citations: legal, expected: "PLAN_REQUIRED" },
    { plan: "legal add-on", user: withLegal, kind: "chicago only", citations: plain, expected: "ok" },
    { plan: "legal add-on", user: withLegal, kind: "with a legal one", citations: legal, expected: "ok" },
  ])("$plan × format $kind → $expected", ({ user, citations, expected }) => {
    expect(refusal(() => authorize(user, "format", citations, citationPolicy))?.code ?? "ok").toBe(expected);
  });

  it("names the missing flag when it refuses (403)", () => {
    expect(refusal(() => authorize(withoutLegal, "format", legal, citationPolicy))).toMatchObject({
      status: 403,
      details: { flag: "citation_legal_available" },
    });
  });
});
