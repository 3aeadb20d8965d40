import { SOCIAL_LINKING_MESSAGES } from "@wordloom/shared/api";
import type { SocialAccount } from "@wordloom/shared/model";
import type { PlatformId, Product } from "@wordloom/shared/rules";
import type { DbDeps } from "../../context";
import { AppError } from "../../errors";
import { PlatformError } from "../../integrations/platforms/platform-error";
import { redeemOAuthState } from "./oauth-state";
import { storeLinkedAccount } from "./store-linked-account";
import type { SocialRuntime } from "./social-runtime";
import { oauthProviderOf } from "./start-linking";

/** 400 "Linking Failed" with the reason in words (spec document 4 §8). */
export const linkingFailed = (reason: string) => new AppError("BAD_REQUEST", SOCIAL_LINKING_MESSAGES.failed, { reason });

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
  const account = await storeLinkedAccount(
    { ...deps, cipher: runtime.cipher },
    { userId: input.userId, platform: input.platform, tokens, profile },
  );
  return { account, product: redeemed.product };
};
