// What one platform's fake module implements, and the kit the frame gives it. Each module speaks
// its platform's documented endpoints (scripts/fake-platforms/<platform>.ts), validates the exact
// requests (method, path, headers, body shape) and answers like the platform, using the kit for the
// parts every OAuth platform shares: authorization codes, PKCE, tokens, refresh and revocation.
import type { IncomingHttpHeaders } from "node:http";
import type { PlatformId } from "@wordloom/shared/rules";

export interface FakeRequest {
  method: string;
  /** The real platform host this call was meant for ("api.x.com"). */
  host: string;
  /** The real path ("/2/tweets"). */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body parsed as JSON; undefined when it is not JSON. */
  json: unknown;
  /** The body parsed as application/x-www-form-urlencoded. */
  form: URLSearchParams;
  /** The token of "Authorization: Bearer …", if any. */
  bearer: string | undefined;
}

export interface FakeResponse {
  status: number;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (HTML pages, plain text); content-type from headers, text/plain by default. */
  text?: string;
}

export interface FakeUser {
  id: string;
  name: string;
  username: string;
  pictureUrl: string;
  email: string;
}

export interface IssuedTokens {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: "bearer";
  scope: string;
}

export interface FakeKit {
  /** The user the fake platform signs in (per platform; `POST /_options` can change it). */
  user(platform: PlatformId): FakeUser;
  /** Options a test set for this platform with `POST /_options` (container status, premium, …). */
  options(platform: PlatformId): Record<string, unknown>;
  /**
   * The platform's consent page: checks response_type, client_id, redirect_uri, state and, when
   * `pkce` is required, code_challenge with method S256; answers an HTML page whose "Authorize"
   * link redirects back with a fresh code, and whose "Cancel" link sends error=access_denied.
   */
  authorizePage(
    request: FakeRequest,
    platform: PlatformId,
    rules: { pkce: "required" | "optional" | "none"; clientIdParam?: string },
  ): FakeResponse;
  /** Redeems a code once; checks client id, redirect URI and the PKCE verifier against the challenge. */
  redeemCode(
    platform: PlatformId,
    code: string,
    check: { clientId: string; redirectUri: string; codeVerifier?: string },
  ): { ok: true; scope: string } | { ok: false; error: string };
  issueTokens(platform: PlatformId, options: { scope: string; accessTtlSeconds: number; refresh: boolean }): IssuedTokens;
  /** A refresh: new access token; a new refresh token only when `rotate` (the old one then dies). */
  refreshTokens(
    platform: PlatformId,
    refreshToken: string,
    options: { accessTtlSeconds: number; rotate: boolean },
  ): IssuedTokens | undefined;
  revokeToken(platform: PlatformId, token: string): boolean;
  /** Which platform a pending authorization code belongs to (YouTube and Gmail share Google's token endpoint). */
  codePlatform(code: string): PlatformId | undefined;
  /** Whether a bearer token is a live access token of this platform. */
  isLiveAccessToken(platform: PlatformId, token: string | undefined): boolean;
  /** Keeps what a platform published, for `GET /_posts` and tests. */
  recordPost(platform: PlatformId, post: { id: string; kind: string; target?: string; payload: unknown }): void;
  /** Scratch state per platform (uploads in progress, containers, …). */
  scratch<T>(platform: PlatformId, key: string, create: () => T): T;
  nextId(prefix?: string): string;
  /** The fake server's own base URL (for upload URLs it hands out). */
  baseUrl(): string;
}

export interface FakePlatformModule {
  id: PlatformId;
  /** The real hosts this module answers for ("api.x.com", "x.com"). */
  hosts: readonly string[];
  /**
   * For a host two modules share (graph.facebook.com serves Facebook and Instagram): whether this
   * call is this module's. The first module that accepts it answers; a module without it accepts all.
   */
  accepts?(request: FakeRequest, kit: FakeKit): boolean;
  /** Answers a request, or undefined when no endpoint matches (the frame answers 404). */
  handle(request: FakeRequest, kit: FakeKit): FakeResponse | undefined | Promise<FakeResponse | undefined>;
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): FakeResponse => ({ status, json: body, headers });
