import type { PlatformId, Product } from "@wordloom/shared/rules";
import type { DbDeps } from "../../context";
import { AppError } from "../../errors";
import { createCodeVerifier } from "../../integrations/platforms/oauth-pkce";
import type { OAuthLinking, PlatformProvider } from "../../integrations/platforms/provider";
import { createOAuthState } from "./oauth-state";
import type { PlatformAvailability, SocialRuntime } from "./social-runtime";

/** The provider of a platform this server can link, or the 409 that says why not. */
export const linkableProviderOf = (platform: PlatformAvailability | undefined): PlatformProvider => {
  if (!platform || platform.availability === "unavailable" || !platform.provider) {
    const name = platform?.name ?? "This platform";
    throw new AppError(
      "CONFLICT",
      platform?.availability === "not_configured"
        ? `${name} is not configured on this server. Set ${platform.setup.join(", ")}.`
        : `${name} is not available on this server yet.`,
      platform ? { setup: platform.setup } : undefined,
    );
  }
  return platform.provider;
};

/** The OAuth provider of a platform this server can link, or the 409 that says why not. */
export const oauthProviderOf = (platform: PlatformAvailability | undefined): { provider: PlatformProvider; linking: OAuthLinking } => {
  const provider = linkableProviderOf(platform);
  if (provider.linking.kind !== "oauth") {
    throw new AppError("CONFLICT", `${platform?.name ?? "This platform"} links with a pasted token, not a sign-in.`);
  }
  return { provider, linking: provider.linking };
};

/**
 * Starts linking: a single-use state bound to the user and platform (and the PKCE verifier kept
 * here), then the platform's consent URL. The redirect URI is the web app's /oauth/callback/<platform>
 * on the server's public origin.
 */
export const startLinking = async (
  deps: DbDeps & { runtime: SocialRuntime },
  input: { userId: string; platform: PlatformId; product: Product; origin: string },
): Promise<{ authorizationUrl: string }> => {
  const { linking } = oauthProviderOf(deps.runtime.platforms.get(input.platform));
  const redirectUri = `${input.origin}/oauth/callback/${input.platform}`;
  const { state, codeVerifier } = await createOAuthState(
    { ...deps, cipher: deps.runtime.cipher, stateKey: deps.runtime.stateKey },
    { ...input, redirectUri, codeVerifier: linking.pkce ? createCodeVerifier() : undefined },
  );
  return { authorizationUrl: linking.authorizationUrl({ state, codeVerifier, redirectUri }) };
};
