import { describe, expect, it } from "vitest";
import type { AuthResult } from "../model";
import { testUser } from "../testing";
import { decodeSignedInMessage, encodeSignedInMessage } from "./dialog-message";

const session: AuthResult = {
  accessToken: "a",
  refreshToken: "r",
  accessTokenExpiresAt: "2030-01-01T00:00:00.000Z",
  user: testUser(),
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
