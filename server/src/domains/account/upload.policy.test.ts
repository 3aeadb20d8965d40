import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { authorize } from "../../policies/index";
import { refusal } from "../../../test/refusal";
import { uploadPolicy } from "./upload.policy";

const user = { id: randomUUID() };
const cases = (["setProfilePicture", "removeProfilePicture"] as const).flatMap((action) => [
  { action, whose: "own", account: user, expected: "ok" },
  { action, whose: "another user's", account: { id: randomUUID() }, expected: 404 },
]);

describe("uploadPolicy", () => {
  it("has a row for every action", () => {
    expect(Object.keys(uploadPolicy.rules).sort()).toEqual([...new Set(cases.map((row) => row.action))].sort());
  });

  it.each(cases)("$action on $whose account → $expected", ({ action, account, expected }) => {
    expect(refusal(() => authorize(user, action, account, uploadPolicy))?.status ?? "ok").toBe(expected);
  });
});
