import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { Tokens } from "@wordloom/shared/model";

/**
 * The tokens a refresh handed out, sealed with a key derived from the refresh token that was spent
 * (AES-256-GCM, HKDF-SHA-256). Only someone who presents that refresh token again can open them,
 * which is what the grace window allows: two tabs or a retried request refreshing with the same
 * token get the same new pair instead of revoking the session. Nobody can open them from the
 * database alone, since only the spent token's hash is stored; the seal is wiped after the window.
 */
const keyFor = (refreshToken: string): Buffer => Buffer.from(hkdfSync("sha256", refreshToken, "wordloom-auth", "refresh-successor-v1", 32));

export const sealSuccessor = (refreshToken: string, tokens: Tokens): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(tokens), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
};

/** The sealed tokens, or null when the seal does not open with this refresh token. */
export const openSuccessor = (refreshToken: string, seal: string): Tokens | null => {
  try {
    const bytes = Buffer.from(seal, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", keyFor(refreshToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const opened = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
    return JSON.parse(opened) as Tokens;
  } catch {
    return null;
  }
};
