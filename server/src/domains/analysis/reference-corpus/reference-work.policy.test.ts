import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { authorize } from "../../../policies/index";
import { refusal } from "../../../../test/refusal";
import { referenceWorkPolicy } from "./reference-work.policy";

const admin = { id: randomUUID() };

describe("referenceWorkPolicy", () => {
  it("lets an admin remove any reference work", () => {
    expect(refusal(() => authorize(admin, "remove", { id: randomUUID() }, referenceWorkPolicy))).toBeNull();
  });

  it("answers 404 'Reference work not found.' for a missing work", () => {
    expect(refusal(() => authorize(admin, "remove", undefined, referenceWorkPolicy))).toMatchObject({
      status: 404,
      message: "Reference work not found.",
    });
  });
});
