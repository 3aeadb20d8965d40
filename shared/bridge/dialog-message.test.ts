import { describe, expect, it } from "vitest";
import type { AuthResult } from "../model";
import { computeFeatureFlags } from "../rules";
import { decodeSignedInMessage, encodeSignedInMessage } from "./dialog-message";

const session: AuthResult = {
  accessToken: "a",
  refreshToken: "r",
  accessTokenExpiresAt: "2030-01-01T00:00:00.000Z",
  user: {
    id: "7b0d6f6e-2f53-4a52-9f4a-0a4f3c1d2e5b",
    email: "ada@example.test",
    fname: "Ada",
    lname: "Lovelace",
    handle: null,
    about: "",
    profilepic: null,
    userRole: "Member",
    selectedProduct: "writing",
    subscriptionProduct: "writing",
    subscriptionType: "basic",
    subscriptionValidTo: null,
    accountType: "individual",
    addons: [],
    flags: computeFeatureFlags({ product: "writing", subscriptionType: "basic", accountType: "individual", addons: [] }),
    can: { checkDocumentGrammar: false },
    createdAt: "2025-01-01T00:00:00.000Z",
  },
};

describe("sign-in dialog message", () => {
  it("round-trips a session", () => {
    expect(decodeSignedInMessage(encodeSignedInMessage(session))).toEqual(session);
  });

  it("rejects anything else", () => {
    for (const message of [
      "",
      "not json",
      "{}",
      JSON.stringify({ type: "signed-in", session }),
      JSON.stringify({ ...JSON.parse(encodeSignedInMessage(session)), extra: 1 }),
    ]) {
      expect(decodeSignedInMessage(message), message).toBeNull();
    }
  });
});
