import { SOCIAL_LINKING_MESSAGES } from "@wordloom/shared/api";
import type { SocialAccount } from "@wordloom/shared/model";
import type { PlatformId } from "@wordloom/shared/rules";
import type { DbDeps } from "../../context";
import { AppError } from "../../errors";
import { PlatformError } from "../../integrations/platforms/platform-error";
import type { PlatformProvider, TokenLinking } from "../../integrations/platforms/provider";
import { linkingFailed } from "./complete-linking";
import type { SocialRuntime } from "./social-runtime";
import { linkableProviderOf } from "./start-linking";
import { storeLinkedAccount } from "./store-linked-account";

/** The token-linked provider of a platform (Medium, Pexels), or the 409 that says why not. */
const tokenProviderOf = (runtime: SocialRuntime, platform: PlatformId): { provider: PlatformProvider; linking: TokenLinking } => {
  const availability = runtime.platforms.get(platform);
  const provider = linkableProviderOf(availability);
  if (provider.linking.kind !== "token") {
    throw new AppError("CONFLICT", `${availability?.name ?? "This platform"} links with a sign-in, not a pasted token.`);
  }
  return { provider, linking: provider.linking };
};

/**
 * Links an account with a token the user pasted (a Medium integration token, a Pexels API key): a
 * token shorter than the platform's refuses before any call (spec document 4 §5: the invalid
 * stock token message), the platform verifies it (a refusal answers 400 "Linking Failed" with the
 * platform's reason), and the account is stored with the token sealed like OAuth tokens. Pasting
 * the same account's token again updates it. The answer is the account, never the token.
 */
export const linkByToken = async (
  deps: DbDeps & { runtime: SocialRuntime },
  input: { userId: string; platform: PlatformId; token: string },
): Promise<SocialAccount> => {
  const { provider, linking } = tokenProviderOf(deps.runtime, input.platform);
  const token = input.token.trim();
  if (token.length < linking.minLength) {
    throw new AppError("BAD_REQUEST", provider.stock ? SOCIAL_LINKING_MESSAGES.invalidStockToken : SOCIAL_LINKING_MESSAGES.invalidToken, {
      minLength: linking.minLength,
    });
  }
  const tokens = { accessToken: token };
  let profile;
  try {
    await linking.verify(token);
    profile = await provider.profile(tokens);
  } catch (error) {
    if (error instanceof PlatformError) {
      throw linkingFailed(error.message);
    }
    throw error;
  }
  return storeLinkedAccount({ ...deps, cipher: deps.runtime.cipher }, { userId: input.userId, platform: input.platform, tokens, profile });
};
