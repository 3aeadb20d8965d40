import { endpointOf } from "../platform-endpoints";
import { s256Challenge } from "../oauth-pkce";
import { PlatformError } from "../platform-error";
import { readFailure } from "../platform-http";
import type { OAuthLinking, OAuthStart, PlatformFailure, ProviderDeps, TokenSet } from "../provider";
import { GOOGLE_USE_PKCE } from "./google-endpoints";

interface GoogleTokenAnswer {
  access_token?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
  scope?: string;
  token_type?: string;
}

/**
 * Google's web-server flow (developers.google.com/identity/protocols/oauth2/web-server), shared by
 * YouTube and Gmail: `access_type=offline` so Google issues a refresh token, `prompt=consent` so it
 * issues one again on a reconnect (without it a second consent returns none), and
 * `include_granted_scopes=false` so a token never carries scopes granted to the other product.
 * The client authenticates with client_id and client_secret in the form body (client_secret_post).
 * Access tokens last about an hour. Google does not rotate refresh tokens: a refresh answers no
 * refresh_token and the stored one stays (handbook: apps in "Testing" get refresh tokens that die
 * after 7 days; a dead one answers invalid_grant, which maps to auth_expired).
 */
export function createGoogleLinking(
  deps: ProviderDeps,
  scopes: readonly string[],
  mapError: (failure: PlatformFailure) => PlatformError,
  platformName: string,
): OAuthLinking {
  const { config, now } = deps;
  const at = (seconds: number | undefined) => (seconds ? new Date(now().getTime() + seconds * 1000) : undefined);

  const form = async (endpoint: "token" | "revoke", params: Record<string, string>): Promise<GoogleTokenAnswer> => {
    const response = await deps.http(endpointOf(config.endpoints, endpoint), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(params).toString(),
    });
    if (!response.ok) {
      throw mapError({ ...(await readFailure(response)), sent: true });
    }
    const text = await response.text();
    return (text ? JSON.parse(text) : {}) as GoogleTokenAnswer;
  };
  const credentials = () => ({ client_id: config.clientId ?? "", client_secret: config.clientSecret ?? "" });

  const toTokenSet = (answer: GoogleTokenAnswer, previous?: TokenSet): TokenSet => {
    if (!answer.access_token) {
      throw new PlatformError("unknown", `${platformName}: Google answered without an access token.`);
    }
    return {
      accessToken: answer.access_token,
      expiresAt: at(answer.expires_in),
      // Google keeps the refresh token across refreshes: never replace it with an empty one.
      refreshToken: answer.refresh_token || previous?.refreshToken,
      refreshTokenExpiresAt: answer.refresh_token ? at(answer.refresh_token_expires_in) : previous?.refreshTokenExpiresAt,
      scope: answer.scope ?? previous?.scope,
    };
  };

  const verifierOf = (start: OAuthStart) => {
    if (GOOGLE_USE_PKCE && !start.codeVerifier) {
      throw new PlatformError("validation", `${platformName} needs a PKCE verifier.`);
    }
    return start.codeVerifier ?? "";
  };

  return {
    kind: "oauth",
    pkce: GOOGLE_USE_PKCE,
    scopes,
    authorizationUrl(start) {
      const url = new URL(endpointOf(config.endpoints, "authorize"));
      const params = new URLSearchParams({
        response_type: "code",
        client_id: config.clientId ?? "",
        redirect_uri: start.redirectUri,
        scope: scopes.join(" "),
        state: start.state,
        access_type: "offline",
        prompt: "consent",
        include_granted_scopes: "false",
      });
      if (GOOGLE_USE_PKCE) {
        params.set("code_challenge", s256Challenge(verifierOf(start)));
        params.set("code_challenge_method", "S256");
      }
      url.search = params.toString();
      return url.href;
    },
    async exchangeCode(code, start) {
      const answer = await form("token", {
        grant_type: "authorization_code",
        code,
        redirect_uri: start.redirectUri,
        ...credentials(),
        ...(GOOGLE_USE_PKCE ? { code_verifier: verifierOf(start) } : {}),
      });
      return toTokenSet(answer);
    },
    async refresh(tokens) {
      if (!tokens.refreshToken) {
        throw new PlatformError("auth_expired", `${platformName}: Google gave no refresh token: reconnect the account.`);
      }
      return toTokenSet(await form("token", { grant_type: "refresh_token", refresh_token: tokens.refreshToken, ...credentials() }), tokens);
    },
    async revoke(tokens) {
      // Revoking either token ends the whole grant, the other token with it
      // (developers.google.com/identity/protocols/oauth2/web-server#tokenrevoke).
      await form("revoke", { token: tokens.refreshToken ?? tokens.accessToken });
    },
  };
}
