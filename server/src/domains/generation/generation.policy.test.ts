import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { authorize } from "../../policies/index";
import { refusal } from "../../../test/refusal";
import { generationPolicy } from "./generation.policy";

const user = { id: randomUUID() };

describe("generationPolicy", () => {
  it.each([
    { who: "its user", generation: { userId: user.id }, expected: "ok" },
    { who: "another user", generation: { userId: randomUUID() }, expected: 404 },
  ])("read a generation of $who → $expected", ({ generation, expected }) => {
    expect(refusal(() => authorize(user, "read", generation, generationPolicy))?.status ?? "ok").toBe(expected);
  });
});
