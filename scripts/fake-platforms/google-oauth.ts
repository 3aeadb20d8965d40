// Google's OAuth 2.0 web-server flow, shared by the fake YouTube and the fake Gmail: the consent page
// (accounts.google.com/o/oauth2/v2/auth, which must ask for offline access with prompt=consent),
// the token endpoint (oauth2.googleapis.com/token: client_secret_post, PKCE checked when a challenge
// was sent, refresh tokens never rotated) and revocation (oauth2.googleapis.com/revoke: revoking
// either token of a grant ends the whole grant). Both platforms share these hosts: a call belongs to
// the platform its scope, code or token was issued for.
import type { PlatformId } from "@wordloom/shared/rules";
import type { FakeKit, FakeRequest, FakeResponse } from "./fake-platform";
import { json } from "./fake-platform";

const ACCESS_TTL_SECONDS = 3599;

const oauthError = (status: number, error: string, description: string) => json(status, { error, error_description: description });
const isForm = (request: FakeRequest) => String(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");

/** The access tokens issued under each refresh token, so a revoke ends the whole grant. */
const grants = (kit: FakeKit, platform: PlatformId) => kit.scratch(platform, "google-grants", () => new Map<string, string[]>());

/** Which platform a call to Google's shared OAuth hosts is for; undefined when nothing says. */
export function googleOAuthPlatform(request: FakeRequest, kit: FakeKit): PlatformId | undefined {
  if (request.host === "accounts.google.com") {
    const scope = request.query.get("scope") ?? "";
    return scope.includes("/auth/gmail.") ? "gmail" : scope.includes("/auth/youtube") ? "youtube" : undefined;
  }
  const code = request.form.get("code");
  if (code) {
    return kit.codePlatform(code);
  }
  const token = request.form.get("refresh_token") ?? request.form.get("token") ?? request.query.get("token") ?? "";
  return (["gmail", "youtube"] as const).find((platform) => token.startsWith(`${platform}-`));
}

function consent(request: FakeRequest, kit: FakeKit, platform: PlatformId, requiredScope: string): FakeResponse {
  const problems = [
    request.query.get("access_type") !== "offline" && "access_type must be offline (or Google issues no refresh token)",
    !(request.query.get("prompt") ?? "").split(" ").includes("consent") && "prompt must include consent",
    !(request.query.get("scope") ?? "").split(" ").includes(requiredScope) && `scope must include ${requiredScope}`,
  ].filter(Boolean);
  if (problems.length > 0) {
    return {
      status: 400,
      headers: { "content-type": "text/html; charset=utf-8" },
      text: `<h1>Error 400: invalid_request</h1><p>${problems.join("; ")}</p>`,
    };
  }
  return kit.authorizePage(request, platform, { pkce: "optional" });
}

function token(request: FakeRequest, kit: FakeKit, platform: PlatformId): FakeResponse {
  if (!isForm(request)) {
    return oauthError(400, "invalid_request", "Body must be application/x-www-form-urlencoded.");
  }
  const form = request.form;
  const clientId = form.get("client_id");
  if (!clientId || !form.get("client_secret")) {
    return oauthError(401, "invalid_client", "The OAuth client was not found.");
  }
  if (form.get("grant_type") === "authorization_code") {
    const redeemed = kit.redeemCode(platform, form.get("code") ?? "", {
      clientId,
      redirectUri: form.get("redirect_uri") ?? "",
      codeVerifier: form.get("code_verifier") ?? undefined,
    });
    if (!redeemed.ok) {
      return oauthError(400, "invalid_grant", redeemed.error);
    }
    const issued = kit.issueTokens(platform, { scope: redeemed.scope, accessTtlSeconds: ACCESS_TTL_SECONDS, refresh: true });
    grants(kit, platform).set(issued.refresh_token ?? "", [issued.access_token]);
    return json(200, { ...issued, token_type: "Bearer" });
  }
  if (form.get("grant_type") === "refresh_token") {
    const refreshToken = form.get("refresh_token") ?? "";
    const issued = kit.refreshTokens(platform, refreshToken, { accessTtlSeconds: ACCESS_TTL_SECONDS, rotate: false });
    if (!issued) {
      return oauthError(400, "invalid_grant", "Token has been expired or revoked.");
    }
    grants(kit, platform).get(refreshToken)?.push(issued.access_token);
    return json(200, { ...issued, token_type: "Bearer" });
  }
  return oauthError(400, "unsupported_grant_type", "Invalid grant_type.");
}

function revoke(request: FakeRequest, kit: FakeKit, platform: PlatformId): FakeResponse {
  const value = request.form.get("token") ?? request.query.get("token") ?? "";
  if (!kit.revokeToken(platform, value)) {
    return oauthError(400, "invalid_token", "Token expired or revoked");
  }
  const grant = grants(kit, platform);
  for (const [refreshToken, accessTokens] of grant) {
    if (refreshToken === value || accessTokens.includes(value)) {
      for (const token of [refreshToken, ...accessTokens]) {
        kit.revokeToken(platform, token);
      }
      grant.delete(refreshToken);
    }
  }
  return { status: 200 };
}

/** Answers Google's OAuth endpoints for one platform; undefined for any other call. */
export function googleOAuth(request: FakeRequest, kit: FakeKit, platform: PlatformId, requiredScope: string): FakeResponse | undefined {
  const route = `${request.method} ${request.host}${request.path}`;
  switch (route) {
    case "GET accounts.google.com/o/oauth2/v2/auth":
      return consent(request, kit, platform, requiredScope);
    case "POST oauth2.googleapis.com/token":
      return token(request, kit, platform);
    case "POST oauth2.googleapis.com/revoke":
      return revoke(request, kit, platform);
    default:
      return undefined;
  }
}

/** Google APIs' answer to a missing, expired or revoked bearer token. */
export const googleUnauthenticated = (): FakeResponse =>
  json(401, {
    error: {
      code: 401,
      message: "Request had invalid authentication credentials. Expected OAuth 2 access token.",
      errors: [
        { message: "Invalid Credentials", domain: "global", reason: "authError", location: "Authorization", locationType: "header" },
      ],
      status: "UNAUTHENTICATED",
    },
  });

/** A Google API error with one reason. */
export const googleError = (code: number, reason: string, message: string, status = "INVALID_ARGUMENT"): FakeResponse =>
  json(code, { error: { code, message, errors: [{ message, domain: "youtube.api", reason }], status } });

export const GOOGLE_OAUTH_HOSTS = ["accounts.google.com", "oauth2.googleapis.com"] as const;
