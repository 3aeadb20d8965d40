import { and, eq, inArray } from "drizzle-orm";
import { SOCIAL_LINKING_MESSAGES } from "@wordloom/shared/api";
import type { SocialAccount } from "@wordloom/shared/model";
import type { PlatformId, Product } from "@wordloom/shared/rules";
import type { DbDeps } from "../../context";
import { AppError } from "../../errors";
import { PlatformError } from "../../integrations/platforms/platform-error";
import { profileColumns, sealedTokenColumns } from "./account-tokens";
import { redeemOAuthState } from "./oauth-state";
import { presentSocialAccount } from "./present-social-account";
import { socialAccounts, socialAccountTargets } from "./social-accounts.tables";
import type { SocialRuntime } from "./social-runtime";
import { oauthProviderOf } from "./start-linking";

const linkingFailed = (reason: string) => new AppError("BAD_REQUEST", SOCIAL_LINKING_MESSAGES.failed, { reason });

/**
 * Finishes linking: the state must verify for this user and platform, unused and unexpired (else
 * 400 and nothing is stored); the code is exchanged (with the PKCE verifier kept at the start), the
 * profile read, and the account stored or, linked again, updated and marked linked.
 */
export const completeLinking = async (
  deps: DbDeps & { runtime: SocialRuntime },
  input: { userId: string; platform: PlatformId; state: string; code?: string; error?: string },
): Promise<{ account: SocialAccount; product: Product }> => {
  const { runtime } = deps;
  const redeemed = await redeemOAuthState({ ...deps, cipher: runtime.cipher, stateKey: runtime.stateKey }, input);
  if (!redeemed) {
    throw linkingFailed("The linking request is not valid, was already used or has expired. Please try again.");
  }
  if (input.error || !input.code) {
    throw linkingFailed(input.error === "access_denied" ? "Access was not granted." : (input.error ?? "No code was returned."));
  }
  const { provider, linking } = oauthProviderOf(runtime.platforms.get(input.platform));
  let tokens;
  let profile;
  try {
    tokens = await linking.exchangeCode(input.code, {
      state: input.state,
      codeVerifier: redeemed.codeVerifier,
      redirectUri: redeemed.redirectUri,
    });
    profile = await provider.profile(tokens);
  } catch (error) {
    if (error instanceof PlatformError) {
      throw linkingFailed(error.message);
    }
    throw error;
  }
  const now = deps.clock.now();
  const key = and(
    eq(socialAccounts.ownerId, input.userId),
    eq(socialAccounts.platform, input.platform),
    eq(socialAccounts.platformUserId, profile.platformUserId),
  );
  const [existing] = await deps.db.select().from(socialAccounts).where(key).limit(1);
  const columns = {
    ...sealedTokenColumns(tokens, runtime.cipher, existing),
    ...profileColumns(profile),
    status: "linked" as const,
    statusReason: null,
    refreshedAt: null,
    updatedAt: now,
  };
  const [row] = existing
    ? await deps.db.update(socialAccounts).set(columns).where(eq(socialAccounts.id, existing.id)).returning()
    : await deps.db
        .insert(socialAccounts)
        .values({ ownerId: input.userId, platform: input.platform, platformUserId: profile.platformUserId, linkedAt: now, ...columns })
        .onConflictDoUpdate({
          target: [socialAccounts.ownerId, socialAccounts.platform, socialAccounts.platformUserId],
          set: columns,
        })
        .returning();
  if (!row) {
    throw new AppError("INTERNAL");
  }
  const targets = await deps.db
    .select()
    .from(socialAccountTargets)
    .where(inArray(socialAccountTargets.accountId, [row.id]));
  return { account: presentSocialAccount(row, targets), product: redeemed.product };
};
