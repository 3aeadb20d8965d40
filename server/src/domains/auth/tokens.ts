import { createHash, randomBytes } from "node:crypto";

/** Opaque random tokens with a readable prefix; 256 bits of randomness each. */
export const TOKEN_PREFIX = { access: "wl_at", refresh: "wl_rt", admin: "wl_adm" } as const;

export const newToken = (prefix: string): string => `${prefix}_${randomBytes(32).toString("base64url")}`;

/** Tokens are stored only as SHA-256 hashes, so a database leak yields no usable token. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export const bearerToken = (header: string | undefined): string | null => {
  if (!header) {
    return null;
  }
  const match = /^Bearer\s+(\S{1,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
};
