// The OAuth parts every fake platform shares: consent page, single-use codes with PKCE (S256),
// access and refresh tokens with expiry, rotation and revocation.
import { createHash, randomBytes } from "node:crypto";
import type { PlatformId } from "@wordloom/shared/rules";
import type { FakeRequest, FakeResponse, IssuedTokens } from "./fake-platform";

interface PendingCode {
  platform: PlatformId;
  clientId: string;
  redirectUri: string;
  scope: string;
  codeChallenge: string | undefined;
}

interface LiveToken {
  platform: PlatformId;
  kind: "access" | "refresh";
  scope: string;
  expiresAt: number;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");
const token = (platform: PlatformId, kind: string) => `${platform}-${kind}-${randomBytes(18).toString("base64url")}`;

export function createOAuthKit(now: () => number = Date.now) {
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, LiveToken>();

  const issueTokens = (platform: PlatformId, options: { scope: string; accessTtlSeconds: number; refresh: boolean }): IssuedTokens => {
    const access = token(platform, "access");
    tokens.set(access, { platform, kind: "access", scope: options.scope, expiresAt: now() + options.accessTtlSeconds * 1000 });
    const issued: IssuedTokens = { access_token: access, expires_in: options.accessTtlSeconds, token_type: "bearer", scope: options.scope };
    if (options.refresh) {
      const refresh = token(platform, "refresh");
      tokens.set(refresh, { platform, kind: "refresh", scope: options.scope, expiresAt: Number.POSITIVE_INFINITY });
      issued.refresh_token = refresh;
    }
    return issued;
  };

  return {
    authorizePage(
      request: FakeRequest,
      platform: PlatformId,
      rules: { pkce: "required" | "optional" | "none"; clientIdParam?: string },
    ): FakeResponse {
      const query = request.query;
      const clientId = query.get(rules.clientIdParam ?? "client_id");
      const redirectUri = query.get("redirect_uri");
      const state = query.get("state");
      const problems: string[] = [];
      if (query.get("response_type") !== "code") {
        problems.push("response_type must be code");
      }
      if (!clientId) {
        problems.push("client_id is missing");
      }
      if (!redirectUri || !URL.canParse(redirectUri)) {
        problems.push("redirect_uri is missing or not a URL");
      }
      if (!state) {
        problems.push("state is missing");
      }
      const challenge = query.get("code_challenge") ?? undefined;
      if (rules.pkce === "required" && !challenge) {
        problems.push("code_challenge is missing (PKCE is required)");
      }
      if (challenge && query.get("code_challenge_method") !== "S256") {
        problems.push("code_challenge_method must be S256");
      }
      if (problems.length > 0 || !clientId || !redirectUri || !state) {
        return {
          status: 400,
          headers: { "content-type": "text/html; charset=utf-8" },
          text: `<h1>Invalid authorization request</h1><p>${escapeHtml(problems.join("; "))}</p>`,
        };
      }
      const code = randomBytes(16).toString("base64url");
      codes.set(code, { platform, clientId, redirectUri, scope: query.get("scope") ?? "", codeChallenge: challenge });
      const approve = new URL(redirectUri);
      approve.searchParams.set("code", code);
      approve.searchParams.set("state", state);
      const cancel = new URL(redirectUri);
      cancel.searchParams.set("error", "access_denied");
      cancel.searchParams.set("state", state);
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorize Wordloom (${platform})</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:4rem auto">
<h1>Authorize Wordloom</h1><p>The fake ${escapeHtml(platform)} server asks: allow Wordloom to use your account?</p>
<p>Scopes: <code>${escapeHtml(query.get("scope") ?? "")}</code></p>
<p><a id="authorize" href="${escapeHtml(approve.href)}">Authorize</a> · <a id="cancel" href="${escapeHtml(cancel.href)}">Cancel</a></p>
</body></html>`;
      return { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, text: html };
    },

    redeemCode(platform: PlatformId, code: string, check: { clientId: string; redirectUri: string; codeVerifier?: string }) {
      const pending = codes.get(code);
      codes.delete(code);
      if (!pending || pending.platform !== platform) {
        return { ok: false as const, error: "invalid_grant: unknown or used code" };
      }
      if (pending.clientId !== check.clientId) {
        return { ok: false as const, error: "invalid_client: client_id does not match" };
      }
      if (pending.redirectUri !== check.redirectUri) {
        return { ok: false as const, error: "invalid_grant: redirect_uri does not match" };
      }
      if (pending.codeChallenge && (!check.codeVerifier || s256(check.codeVerifier) !== pending.codeChallenge)) {
        return { ok: false as const, error: "invalid_grant: code_verifier does not match the challenge" };
      }
      return { ok: true as const, scope: pending.scope };
    },

    issueTokens,

    refreshTokens(platform: PlatformId, refreshToken: string, options: { accessTtlSeconds: number; rotate: boolean }) {
      const stored = tokens.get(refreshToken);
      if (!stored || stored.platform !== platform || stored.kind !== "refresh") {
        return undefined;
      }
      const issued = issueTokens(platform, { scope: stored.scope, accessTtlSeconds: options.accessTtlSeconds, refresh: options.rotate });
      if (options.rotate) {
        tokens.delete(refreshToken);
      }
      return issued;
    },

    revokeToken(platform: PlatformId, value: string) {
      const stored = tokens.get(value);
      if (!stored || stored.platform !== platform) {
        return false;
      }
      tokens.delete(value);
      return true;
    },

    /** Which platform a pending code was issued for (several platforms share Google's token endpoint). */
    codePlatform: (code: string): PlatformId | undefined => codes.get(code)?.platform,

    isLiveAccessToken(platform: PlatformId, value: string | undefined) {
      if (!value) {
        return false;
      }
      const stored = tokens.get(value);
      return stored !== undefined && stored.platform === platform && stored.kind === "access" && stored.expiresAt > now();
    },

    /** Test control: every access token of a platform expires now (refresh still works). */
    expireAccessTokens(platform: PlatformId) {
      for (const stored of tokens.values()) {
        if (stored.platform === platform && stored.kind === "access") {
          stored.expiresAt = 0;
        }
      }
    },

    /** Test control: every token of a platform is revoked (refresh fails: the user must reconnect). */
    revokeAll(platform: PlatformId) {
      for (const [value, stored] of tokens) {
        if (stored.platform === platform) {
          tokens.delete(value);
        }
      }
    },

    /** Test control: a token known to be live (e.g. a pasted integration token or API key). */
    registerToken(platform: PlatformId, value: string, scope = "") {
      tokens.set(value, { platform, kind: "access", scope, expiresAt: Number.POSITIVE_INFINITY });
    },
  };
}

export type OAuthKit = ReturnType<typeof createOAuthKit>;
