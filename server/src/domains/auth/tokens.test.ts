import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bearerToken, hashToken, newToken, TOKEN_PREFIX } from "./tokens";

describe("bearerToken", () => {
  it("reads the token of a Bearer header", () => {
    expect(bearerToken("Bearer wl_at_abc-DEF_123")).toBe("wl_at_abc-DEF_123");
  });

  it("accepts the scheme in any letter case and surrounding or repeated whitespace", () => {
    expect(bearerToken("bearer abc")).toBe("abc");
    expect(bearerToken("BEARER abc")).toBe("abc");
    expect(bearerToken("  Bearer    abc  ")).toBe("abc");
    expect(bearerToken("Bearer\tabc")).toBe("abc");
  });

  it("answers null for a missing or empty header", () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken("")).toBeNull();
    expect(bearerToken("   ")).toBeNull();
  });

  it("answers null for other schemes and for a bare token", () => {
    expect(bearerToken("Basic dXNlcjpwYXNz")).toBeNull();
    expect(bearerToken("Token abc")).toBeNull();
    expect(bearerToken("Bearerabc")).toBeNull();
    expect(bearerToken("abc")).toBeNull();
    expect(bearerToken("xBearer abc")).toBeNull();
  });

  it("answers null for a scheme without a token or with more than one word", () => {
    expect(bearerToken("Bearer")).toBeNull();
    expect(bearerToken("Bearer ")).toBeNull();
    expect(bearerToken("Bearer abc def")).toBeNull();
    expect(bearerToken("Bearer abc\ndef")).toBeNull();
  });

  it("accepts tokens up to 200 characters and refuses longer ones", () => {
    const longest = "a".repeat(200);
    expect(bearerToken(`Bearer ${longest}`)).toBe(longest);
    expect(bearerToken(`Bearer ${longest}a`)).toBeNull();
  });

  it("reads every token newToken makes", () => {
    for (const prefix of Object.values(TOKEN_PREFIX)) {
      const token = newToken(prefix);
      expect(bearerToken(`Bearer ${token}`)).toBe(token);
    }
  });
});

describe("newToken", () => {
  it("starts with the prefix and carries 256 bits as base64url", () => {
    for (const prefix of Object.values(TOKEN_PREFIX)) {
      const token = newToken(prefix);
      expect(token.startsWith(`${prefix}_`)).toBe(true);
      const random = token.slice(prefix.length + 1);
      expect(random).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(random, "base64url")).toHaveLength(32);
    }
  });

  it("uses distinct prefixes for access, refresh and admin tokens", () => {
    expect(new Set(Object.values(TOKEN_PREFIX)).size).toBe(3);
    expect(newToken(TOKEN_PREFIX.access)).toMatch(/^wl_at_/);
    expect(newToken(TOKEN_PREFIX.refresh)).toMatch(/^wl_rt_/);
    expect(newToken(TOKEN_PREFIX.admin)).toMatch(/^wl_adm_/);
  });

  it("never repeats a token", () => {
    const tokens = new Set(Array.from({ length: 2000 }, () => newToken(TOKEN_PREFIX.access)));
    expect(tokens.size).toBe(2000);
  });
});

describe("hashToken", () => {
  it("is the hex SHA-256 of the token", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const token = newToken(TOKEN_PREFIX.refresh);
    expect(hashToken(token)).toBe(createHash("sha256").update(token).digest("hex"));
  });

  it("is deterministic, 64 hex characters, and differs between tokens", () => {
    const token = newToken(TOKEN_PREFIX.access);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toBe(hashToken(newToken(TOKEN_PREFIX.access)));
    expect(hashToken(token)).not.toContain(token);
  });
});
