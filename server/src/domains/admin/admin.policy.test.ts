import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { authorize } from "../../policies/index";
import { refusal } from "../../../test/refusal";
import { adminPolicy } from "./admin.policy";

const admin = { id: randomUUID() };

describe("adminPolicy", () => {
  it("lets an admin update any user's plan", () => {
    expect(refusal(() => authorize(admin, "updatePlan", { id: randomUUID() }, adminPolicy))).toBeNull();
  });

  it("answers 404 'User not found.' for a missing user", () => {
    expect(refusal(() => authorize(admin, "updatePlan", undefined, adminPolicy))).toMatchObject({
      status: 404,
      message: "User not found.",
    });
  });
});
