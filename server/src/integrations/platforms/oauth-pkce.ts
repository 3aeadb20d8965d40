import { createHash, randomBytes } from "node:crypto";

/** RFC 7636: a 43-character verifier from 32 random bytes, and its S256 challenge. */
export const createCodeVerifier = (): string => randomBytes(32).toString("base64url");

export const s256Challenge = (verifier: string): string => createHash("sha256").update(verifier).digest("base64url");

/** HTTP Basic credentials for a confidential client's token calls (RFC 6749 §2.3.1: form-encoded, then base64). */
export const basicAuthorization = (clientId: string, clientSecret: string): string =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64")}`;
