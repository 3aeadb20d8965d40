import type { PlatformProfile, TokenSet } from "../../integrations/platforms/provider";
import type { SocialAccountRow } from "./social-accounts.tables";
import type { TokenCipher } from "./token-cipher";

/** A stored account's tokens, opened. */
export const openTokens = (row: SocialAccountRow, cipher: TokenCipher): TokenSet => ({
  accessToken: cipher.open(row.accessTokenSealed),
  refreshToken: row.refreshTokenSealed ? cipher.open(row.refreshTokenSealed) : undefined,
  expiresAt: row.accessTokenExpiresAt ?? undefined,
  refreshTokenExpiresAt: row.refreshTokenExpiresAt ?? undefined,
  scope: row.scope,
});

/**
 * The columns for a new token set. A missing refresh token keeps the stored one: a platform that
 * does not rotate answers none, and an empty one must never replace a good one (handbook §2.9).
 */
export const sealedTokenColumns = (tokens: TokenSet, cipher: TokenCipher, stored?: Pick<SocialAccountRow, "refreshTokenSealed">) => ({
  accessTokenSealed: cipher.seal(tokens.accessToken),
  refreshTokenSealed: tokens.refreshToken ? cipher.seal(tokens.refreshToken) : (stored?.refreshTokenSealed ?? null),
  accessTokenExpiresAt: tokens.expiresAt ?? null,
  refreshTokenExpiresAt: tokens.refreshTokenExpiresAt ?? null,
  scope: tokens.scope ?? "",
});

export const profileColumns = (profile: PlatformProfile) => ({
  username: profile.username,
  displayName: profile.displayName ?? null,
  pictureUrl: profile.pictureUrl ?? null,
  isPremium: profile.isPremium,
});

export const profileOf = (row: SocialAccountRow): PlatformProfile => ({
  platformUserId: row.platformUserId,
  username: row.username,
  displayName: row.displayName ?? undefined,
  pictureUrl: row.pictureUrl ?? undefined,
  isPremium: row.isPremium,
});
