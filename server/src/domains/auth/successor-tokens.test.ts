import { describe, expect, it } from "vitest";
import { newToken, TOKEN_PREFIX } from "./tokens";
import { openSuccessor, sealSuccessor } from "./successor-tokens";

const tokens = { accessToken: "wl_at_next", refreshToken: "wl_rt_next", accessTokenExpiresAt: "2026-01-15T12:15:00.000Z" };

describe("successor token seal", () => {
  it("opens with the refresh token it was sealed for", () => {
    const spent = newToken(TOKEN_PREFIX.refresh);
    expect(openSuccessor(spent, sealSuccessor(spent, tokens))).toEqual(tokens);
  });

  it("does not open with another token, nor when tampered with", () => {
    const spent = newToken(TOKEN_PREFIX.refresh);
    const seal = sealSuccessor(spent, tokens);
    expect(openSuccessor(newToken(TOKEN_PREFIX.refresh), seal)).toBeNull();
    const tampered = Buffer.from(seal, "base64url");
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(openSuccessor(spent, tampered.toString("base64url"))).toBeNull();
    expect(openSuccessor(spent, "not a seal")).toBeNull();
  });

  it("never stores the tokens in the clear", () => {
    const spent = newToken(TOKEN_PREFIX.refresh);
    expect(Buffer.from(sealSuccessor(spent, tokens), "base64url").toString("latin1")).not.toContain("wl_rt_next");
  });
});
