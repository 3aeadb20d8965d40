import { describe, expect, it } from "vitest";
import { createTokenCipher, TokenCipherError } from "./token-cipher";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const NEXT = "the-next-secret-of-at-least-thirty-two-chars";

describe("token cipher", () => {
  it("seals with AES-256-GCM under a key id and opens what it sealed", () => {
    const cipher = createTokenCipher(SECRET);
    const sealed = cipher.seal("x-access-token");
    expect(sealed).not.toContain("x-access-token");
    expect(sealed.split(".")).toHaveLength(5);
    expect(cipher.keyIdOf(sealed)).toBe(cipher.keyId);
    expect(cipher.open(sealed)).toBe("x-access-token");
    // A fresh IV each time: the same token never seals to the same text.
    expect(cipher.seal("x-access-token")).not.toBe(sealed);
  });

  it("opens tokens sealed with a previous secret, and refuses them without it", () => {
    const old = createTokenCipher(SECRET).seal("old-token");
    const rotated = createTokenCipher(NEXT, [SECRET]);
    expect(rotated.keyIdOf(old)).not.toBe(rotated.keyId);
    expect(rotated.open(old)).toBe("old-token");
    expect(() => createTokenCipher(NEXT).open(old)).toThrow(TokenCipherError);
  });

  it("refuses a tampered ciphertext and text that is not sealed", () => {
    const cipher = createTokenCipher(SECRET);
    const parts = cipher.seal("token").split(".");
    parts[4] = Buffer.from("tampered").toString("base64url");
    expect(() => cipher.open(parts.join("."))).toThrow("integrity");
    expect(() => cipher.open("plain-token")).toThrow("Not a sealed token.");
  });
});
