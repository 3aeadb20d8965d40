import { endpointOf } from "../platform-endpoints";
import { basicAuthorization, s256Challenge } from "../oauth-pkce";
import { PlatformError } from "../platform-error";
import type { OAuthLinking, OAuthStart, ProviderDeps, TokenSet } from "../provider";
import type { XClient } from "./x-client";
import { X_SCOPES } from "./x-endpoints";

interface XTokenAnswer {
  token_type: string;
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
}

/**
 * OAuth 2.0 authorization code with PKCE S256 (authorization-code.mdx). A confidential client
 * ("Web App / bot", with a secret) authenticates its token calls with HTTP Basic; a public client
 * sends its client_id in the body. X rotates refresh tokens: each refresh returns a new one and the
 * old one dies.
 */
export const createXLinking = (deps: ProviderDeps, client: XClient): OAuthLinking => {
  const { config, now } = deps;
  const clientId = config.clientId ?? "";
  const tokenCall = async (form: Record<string, string>, url = endpointOf(config.endpoints, "token")) => {
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    const body = new URLSearchParams(form);
    if (config.clientSecret) {
      headers.authorization = basicAuthorization(clientId, config.clientSecret);
    } else {
      body.set("client_id", clientId);
    }
    return client.call<XTokenAnswer>(url, { method: "POST", headers, body: body.toString() });
  };
  const toTokenSet = (answer: XTokenAnswer, previous?: TokenSet): TokenSet => {
    if (!answer.access_token) {
      throw new PlatformError("unknown", "X answered without an access token.");
    }
    return {
      accessToken: answer.access_token,
      // Never replace a stored refresh token with an empty one (handbook §2.9).
      refreshToken: answer.refresh_token || previous?.refreshToken,
      expiresAt: answer.expires_in ? new Date(now().getTime() + answer.expires_in * 1000) : undefined,
      scope: answer.scope ?? previous?.scope,
    };
  };

  return {
    kind: "oauth",
    pkce: true,
    scopes: X_SCOPES,
    authorizationUrl(start: OAuthStart) {
      if (!start.codeVerifier) {
        throw new PlatformError("validation", "X needs a PKCE verifier.");
      }
      const url = new URL(endpointOf(config.endpoints, "authorize"));
      url.searchParams.set("response_type", "code");
      url.searchParams.set("client_id", clientId);
      url.searchParams.set("redirect_uri", start.redirectUri);
      url.searchParams.set("scope", X_SCOPES.join(" "));
      url.searchParams.set("state", start.state);
      url.searchParams.set("code_challenge", s256Challenge(start.codeVerifier));
      url.searchParams.set("code_challenge_method", "S256");
      return url.href;
    },
    async exchangeCode(code, start) {
      if (!start.codeVerifier) {
        throw new PlatformError("validation", "X needs a PKCE verifier.");
      }
      const answer = await tokenCall({
        code,
        grant_type: "authorization_code",
        redirect_uri: start.redirectUri,
        code_verifier: start.codeVerifier,
      });
      return toTokenSet(answer);
    },
    async refresh(tokens) {
      if (!tokens.refreshToken) {
        throw new PlatformError("auth_expired", "X gave no refresh token (offline.access): reconnect the account.");
      }
      return toTokenSet(await tokenCall({ grant_type: "refresh_token", refresh_token: tokens.refreshToken }), tokens);
    },
    async revoke(tokens) {
      // Revoking the refresh token ends the grant; the access token is revoked too, so it stops at once.
      if (tokens.refreshToken) {
        await tokenCall({ token: tokens.refreshToken, token_type_hint: "refresh_token" }, endpointOf(config.endpoints, "revoke"));
      }
      await tokenCall({ token: tokens.accessToken, token_type_hint: "access_token" }, endpointOf(config.endpoints, "revoke"));
    },
  };
};
