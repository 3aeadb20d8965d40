import { PlatformError } from "../platform-error";
import { readFailure } from "../platform-http";
import type { OAuthLinking, OAuthStart, PlatformFailure, ProviderDeps, TokenSet } from "../provider";
import { linkedinEndpoint } from "./linkedin-version";

/**
 * LinkedIn's 3-legged authorization code flow (/oauth/v2/authorization, /oauth/v2/accessToken; the
 * docs name no PKCE for server apps). Access tokens last 60 days. Refresh tokens (365 days, not
 * reset by refreshing) are issued only to approved partners
 * (learn.microsoft.com/en-us/linkedin/shared/authentication/programmatic-refresh-tokens): without
 * one, refresh says auth_expired and the user reconnects.
 */
export const LINKEDIN_SCOPES = ["openid", "profile", "email", "w_member_social", "w_organization_social", "r_organization_social"] as const;

interface LinkedinToken {
  access_token: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
  scope?: string;
}

export function createLinkedinLogin(deps: ProviderDeps, mapError: (failure: PlatformFailure) => PlatformError): OAuthLinking {
  const credentials = () => ({ client_id: deps.config.clientId ?? "", client_secret: deps.config.clientSecret ?? "" });
  const at = (seconds: number | undefined) => (seconds ? new Date(deps.now().getTime() + seconds * 1000) : undefined);

  const form = async (endpoint: "token" | "revoke", params: Record<string, string>) => {
    const response = await deps.http(linkedinEndpoint(deps.config.endpoints, endpoint), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...params, ...credentials() }),
    });
    if (!response.ok) {
      throw mapError({ ...(await readFailure(response)), sent: true });
    }
    const text = await response.text();
    return (text ? JSON.parse(text) : {}) as LinkedinToken;
  };

  const toTokenSet = (token: LinkedinToken, previous?: TokenSet): TokenSet => ({
    accessToken: token.access_token,
    expiresAt: at(token.expires_in),
    // Never replace a stored refresh token with an empty one.
    refreshToken: token.refresh_token || previous?.refreshToken,
    refreshTokenExpiresAt: token.refresh_token ? at(token.refresh_token_expires_in) : previous?.refreshTokenExpiresAt,
    scope: token.scope ?? previous?.scope,
  });

  return {
    kind: "oauth",
    pkce: false,
    scopes: LINKEDIN_SCOPES,
    authorizationUrl(start: OAuthStart) {
      const url = new URL(linkedinEndpoint(deps.config.endpoints, "authorize"));
      url.search = new URLSearchParams({
        response_type: "code",
        client_id: deps.config.clientId ?? "",
        redirect_uri: start.redirectUri,
        state: start.state,
        scope: LINKEDIN_SCOPES.join(" "),
      }).toString();
      return url.href;
    },
    async exchangeCode(code: string, start: OAuthStart) {
      return toTokenSet(await form("token", { grant_type: "authorization_code", code, redirect_uri: start.redirectUri }));
    },
    async refresh(tokens: TokenSet) {
      if (!tokens.refreshToken) {
        throw new PlatformError(
          "auth_expired",
          "LinkedIn issued no refresh token (only approved partners get one): reconnect the account.",
        );
      }
      return toTokenSet(await form("token", { grant_type: "refresh_token", refresh_token: tokens.refreshToken }), tokens);
    },
    async revoke(tokens: TokenSet) {
      await form("revoke", { token: tokens.accessToken });
    },
  };
}
