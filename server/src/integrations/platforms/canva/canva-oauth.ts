import { endpointOf } from "../platform-endpoints";
import { basicAuthorization, s256Challenge } from "../oauth-pkce";
import { PlatformError } from "../platform-error";
import type { OAuthLinking, OAuthStart, ProviderDeps, TokenSet } from "../provider";
import type { CanvaClient } from "./canva-client";
import { CANVA_CODE_CHALLENGE_METHOD, CANVA_SCOPES } from "./canva-endpoints";

interface CanvaTokenAnswer {
  token_type: string;
  access_token: string;
  refresh_token?: string;
  /** Seconds; currently 14,400 (4 h). */
  expires_in?: number;
  scope?: string;
}

/**
 * OAuth 2.0 authorization code with PKCE (SHA-256), canva.dev/docs/connect/authentication. The
 * token and revoke endpoints take the client id and secret as HTTP Basic and a form body. Refresh
 * tokens are single-use: every refresh returns a new one, which must replace the stored one
 * (handbook: [single-use: UNVERIFIED], so the old one is never reused).
 */
export const createCanvaLinking = (deps: ProviderDeps, client: CanvaClient): OAuthLinking => {
  const { config, now } = deps;
  const clientId = config.clientId ?? "";
  const formCall = <T>(url: string, form: Record<string, string>) =>
    client.call<T>(url, {
      method: "POST",
      headers: {
        authorization: basicAuthorization(clientId, config.clientSecret ?? ""),
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(form).toString(),
    });
  const tokenCall = (form: Record<string, string>) => formCall<CanvaTokenAnswer>(endpointOf(config.endpoints, "token"), form);
  const toTokenSet = (answer: CanvaTokenAnswer, previous?: TokenSet): TokenSet => {
    if (!answer?.access_token) {
      throw new PlatformError("unknown", "Canva answered without an access token.");
    }
    return {
      accessToken: answer.access_token,
      // Never replace a stored refresh token with an empty one (handbook §2.9).
      refreshToken: answer.refresh_token || previous?.refreshToken,
      expiresAt: answer.expires_in ? new Date(now().getTime() + answer.expires_in * 1000) : undefined,
      scope: answer.scope ?? previous?.scope,
    };
  };
  const verifierOf = (start: OAuthStart): string => {
    if (!start.codeVerifier) {
      throw new PlatformError("validation", "Canva needs a PKCE verifier.");
    }
    return start.codeVerifier;
  };

  return {
    kind: "oauth",
    pkce: true,
    scopes: CANVA_SCOPES,
    authorizationUrl(start) {
      const url = new URL(endpointOf(config.endpoints, "authorize"));
      url.searchParams.set("response_type", "code");
      url.searchParams.set("client_id", clientId);
      url.searchParams.set("redirect_uri", start.redirectUri);
      url.searchParams.set("scope", CANVA_SCOPES.join(" "));
      url.searchParams.set("state", start.state);
      url.searchParams.set("code_challenge", s256Challenge(verifierOf(start)));
      url.searchParams.set("code_challenge_method", CANVA_CODE_CHALLENGE_METHOD);
      return url.href;
    },
    async exchangeCode(code, start) {
      const answer = await tokenCall({
        grant_type: "authorization_code",
        code,
        code_verifier: verifierOf(start),
        redirect_uri: start.redirectUri,
      });
      return toTokenSet(answer);
    },
    async refresh(tokens) {
      if (!tokens.refreshToken) {
        throw new PlatformError("auth_expired", "Canva gave no refresh token: reconnect the account.");
      }
      return toTokenSet(await tokenCall({ grant_type: "refresh_token", refresh_token: tokens.refreshToken }), tokens);
    },
    async revoke(tokens) {
      // Revoking the refresh token ends its lineage; the access token is revoked too so it stops at once.
      const url = endpointOf(config.endpoints, "revoke");
      if (tokens.refreshToken) {
        await formCall(url, { token: tokens.refreshToken });
      }
      await formCall(url, { token: tokens.accessToken });
    },
  };
};
