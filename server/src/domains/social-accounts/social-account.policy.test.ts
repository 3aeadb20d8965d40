import { describe, expect, it } from "vitest";
import { allowed } from "../../policies/index";
import { socialAccountPolicy } from "./social-account.policy";

const owner = { id: "owner" };
const other = { id: "other" };
const linked = { ownerId: "owner", status: "linked" as const };
const needsReconnect = { ownerId: "owner", status: "needs_reconnect" as const };

describe("social account policy", () => {
  it.each([
    ["owner", owner, linked, "read", true],
    ["owner", owner, linked, "chooseTargets", true],
    ["owner", owner, needsReconnect, "chooseTargets", false],
    ["owner", owner, linked, "listTargets", true],
    ["owner", owner, needsReconnect, "listTargets", false],
    ["other user", other, linked, "listTargets", false],
    ["owner", owner, needsReconnect, "remove", true],
    ["other user", other, linked, "read", false],
    ["other user", other, linked, "remove", false],
  ] as const)("%s × %s", (_who, actor, account, action, verdict) => {
    expect(allowed(socialAccountPolicy, actor, action, account)).toBe(verdict);
  });

  it("hides other users' accounts (404) and names the state that blocks choosing targets (409)", () => {
    expect(socialAccountPolicy.see(other, linked)).toBe(false);
    expect(socialAccountPolicy.rules.chooseTargets(owner, needsReconnect)).toEqual({
      conflict: "Reconnect this account to keep publishing",
    });
  });
});
