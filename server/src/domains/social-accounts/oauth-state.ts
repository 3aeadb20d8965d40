import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { PlatformId, Product } from "@wordloom/shared/rules";
import type { DbDeps } from "../../context";
import { oauthStates } from "./social-accounts.tables";
import type { TokenCipher } from "./token-cipher";

/** How long a consent round trip may take. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/**
 * The OAuth `state`: `<nonce>.<signature>`, the signature an HMAC of nonce, user and platform, so a
 * state only verifies for the user and platform it was made for. The row keyed by the nonce makes
 * it single use (redeeming deletes it), holds the expiry and keeps the PKCE verifier server-side.
 */
const sign = (key: Buffer, nonce: string, userId: string, platform: PlatformId) =>
  createHmac("sha256", key).update(`${nonce}\n${userId}\n${platform}`).digest("base64url");

export interface NewOAuthState {
  state: string;
  codeVerifier: string | undefined;
}

export const createOAuthState = async (
  deps: DbDeps & { cipher: TokenCipher; stateKey: Buffer },
  input: { userId: string; platform: PlatformId; product: Product; redirectUri: string; codeVerifier: string | undefined },
): Promise<NewOAuthState> => {
  const nonce = randomBytes(24).toString("base64url");
  const now = deps.clock.now();
  await deps.db.insert(oauthStates).values({
    id: nonce,
    ownerId: input.userId,
    platform: input.platform,
    codeVerifierSealed: input.codeVerifier ? deps.cipher.seal(input.codeVerifier) : null,
    redirectUri: input.redirectUri,
    product: input.product,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
  });
  return { state: `${nonce}.${sign(deps.stateKey, nonce, input.userId, input.platform)}`, codeVerifier: input.codeVerifier };
};

export interface RedeemedOAuthState {
  product: Product;
  redirectUri: string;
  codeVerifier: string | undefined;
}

/**
 * Verifies and uses up a state: its signature must match this user and platform, its row must still
 * exist (not used before) and not be expired. Answers undefined otherwise; a verified state's row
 * is deleted whatever the outcome, so it can never be replayed.
 */
export const redeemOAuthState = async (
  deps: DbDeps & { cipher: TokenCipher; stateKey: Buffer },
  input: { userId: string; platform: PlatformId; state: string },
): Promise<RedeemedOAuthState | undefined> => {
  const [nonce = "", signature = "", ...rest] = input.state.split(".");
  if (!nonce || !signature || rest.length > 0) {
    return undefined;
  }
  const expected = Buffer.from(sign(deps.stateKey, nonce, input.userId, input.platform));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return undefined;
  }
  const [row] = await deps.db
    .delete(oauthStates)
    .where(and(eq(oauthStates.id, nonce), eq(oauthStates.ownerId, input.userId), eq(oauthStates.platform, input.platform)))
    .returning();
  if (!row || row.expiresAt.getTime() <= deps.clock.now().getTime()) {
    return undefined;
  }
  return {
    product: row.product as Product,
    redirectUri: row.redirectUri,
    codeVerifier: row.codeVerifierSealed ? deps.cipher.open(row.codeVerifierSealed) : undefined,
  };
};

/** Removes round trips nobody finished (the sweeper calls it). */
export const deleteExpiredOAuthStates = async (deps: DbDeps): Promise<void> => {
  await deps.db.delete(oauthStates).where(lt(oauthStates.expiresAt, deps.clock.now()));
};
