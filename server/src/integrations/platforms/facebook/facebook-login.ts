import type { OAuthLinking, OAuthStart, ProviderDeps, TokenSet } from "../provider";
import type { GraphClient } from "./graph-client";
import { endpointOf } from "./graph-version";

interface GraphToken {
  access_token: string;
  token_type?: string;
  expires_in?: number;
}

/**
 * Facebook Login (developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow), used by
 * the Facebook and Instagram providers with their own scopes. No PKCE: Meta's server flow uses the
 * app secret. The code's short-lived user token is exchanged at once for a ~60-day one
 * (grant_type=fb_exchange_token, …/access-tokens/get-long-lived); Page tokens read with that token
 * do not expire. Meta issues no refresh token: "refresh" exchanges the still-valid long-lived token
 * again, and an expired one answers code 190 → auth_expired (the user reconnects).
 */
export function createFacebookLogin(deps: ProviderDeps, graph: GraphClient, scopes: readonly string[]): OAuthLinking {
  const credentials = () => ({ client_id: deps.config.clientId ?? "", client_secret: deps.config.clientSecret ?? "" });

  const toTokenSet = (token: GraphToken, scope?: string): TokenSet => ({
    accessToken: token.access_token,
    expiresAt: token.expires_in ? new Date(deps.now().getTime() + token.expires_in * 1000) : undefined,
    scope,
  });

  const longLived = async (accessToken: string, scope?: string) =>
    toTokenSet(
      await graph.getPublic<GraphToken>("/oauth/access_token", {
        grant_type: "fb_exchange_token",
        ...credentials(),
        fb_exchange_token: accessToken,
      }),
      scope,
    );

  return {
    kind: "oauth",
    pkce: false,
    scopes,
    authorizationUrl(start: OAuthStart) {
      const url = new URL(endpointOf(deps.config.endpoints, "authorize"));
      url.search = new URLSearchParams({
        client_id: deps.config.clientId ?? "",
        redirect_uri: start.redirectUri,
        state: start.state,
        response_type: "code",
        scope: scopes.join(","),
      }).toString();
      return url.href;
    },
    async exchangeCode(code: string, start: OAuthStart) {
      const short = await graph.getPublic<GraphToken>("/oauth/access_token", { ...credentials(), redirect_uri: start.redirectUri, code });
      return longLived(short.access_token, scopes.join(","));
    },
    refresh: (tokens: TokenSet) => longLived(tokens.accessToken, tokens.scope),
    async revoke(tokens: TokenSet) {
      await graph.delete("/me/permissions", tokens.accessToken);
    },
  };
}
