import { describe, expect, it } from "vitest";
import { authorizeOnFakePage, linkThroughFake, useProviderAgainstFake, REDIRECT_URI } from "../../../../test/platform-contract";
import { createCodeVerifier, s256Challenge } from "../oauth-pkce";
import type { PlatformError } from "../platform-error";
import type { DesignOperations, OAuthLinking } from "../provider";
import { CANVA_DEFAULT_ENDPOINTS } from "./canva-endpoints";
import { createCanvaProvider } from "./canva-provider";

// Contract tests: the real Canva provider against the fake Canva Connect
// (scripts/fake-platforms/canva.ts), which checks every request the way Canva documents it.
const under = useProviderAgainstFake(createCanvaProvider, CANVA_DEFAULT_ENDPOINTS);

const linking = () => under.provider.linking as OAuthLinking;
const designs = (): DesignOperations => {
  if (!under.provider.designs) {
    throw new Error("Canva has designs");
  }
  return under.provider.designs;
};
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a PlatformError"),
    (error: PlatformError) => error,
  );
const link = () => linkThroughFake(under.provider, { codeVerifier: createCodeVerifier() });
const canvaRequests = () => under.fake.requests("canva");

describe("Canva linking", () => {
  it("asks Canva's consent page for the scopes with a PKCE challenge (method s256)", () => {
    const verifier = createCodeVerifier();
    const url = new URL(linking().authorizationUrl({ state: "s", redirectUri: REDIRECT_URI, codeVerifier: verifier }));
    expect(url.pathname).toBe("/www.canva.com/api/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "client-id",
      redirect_uri: REDIRECT_URI,
      scope: "design:meta:read design:content:read profile:read",
      state: "s",
      code_challenge: s256Challenge(verifier),
      code_challenge_method: "s256",
    });
  });

  it("the fake consent page holds Canva's spelling of the method and its scopes", async () => {
    const url = new URL(linking().authorizationUrl({ state: "s", redirectUri: REDIRECT_URI, codeVerifier: createCodeVerifier() }));
    url.searchParams.set("code_challenge_method", "S256");
    expect((await fetch(url)).status).toBe(400);
    url.searchParams.set("code_challenge_method", "s256");
    url.searchParams.set("scope", "design:meta:read tweet.read");
    expect((await fetch(url)).status).toBe(400);
  });

  it("links through the consent page: code + verifier for tokens, Basic client authentication", async () => {
    const tokens = await link();
    expect(tokens.accessToken).toMatch(/^canva-access-/);
    expect(tokens.refreshToken).toMatch(/^canva-refresh-/);
    expect(tokens.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 14_000_000);
    const tokenCall = canvaRequests().find((request) => request.path === "/rest/v1/oauth/token");
    // The fake's request log masks credentials; it refuses token calls without Basic (next test).
    expect(tokenCall?.headers.authorization).toBe("Basic ***");
  });

  it("the fake token endpoint refuses client credentials that are not HTTP Basic", async () => {
    const answer = await fetch(`${under.fake.baseUrl}/api.canva.com/rest/v1/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: "x", client_id: "client-id", client_secret: "s" }).toString(),
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: "invalid_client" });
  });

  it("refuses an exchange whose verifier does not match the challenge", async () => {
    const start = { state: "state-1", redirectUri: REDIRECT_URI, codeVerifier: createCodeVerifier() };
    const code = await authorizeOnFakePage(linking(), start);
    const error = await rejection(linking().exchangeCode(code, { ...start, codeVerifier: createCodeVerifier() }));
    expect(error).toMatchObject({ kind: "auth_expired", status: 400, platformCode: "invalid_grant" });
  });

  it("refresh rotates the refresh token; the old one is then refused (auth_expired)", async () => {
    const tokens = await link();
    const fresh = await linking().refresh(tokens);
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    expect(fresh.refreshToken).toMatch(/^canva-refresh-/);
    expect(fresh.refreshToken).not.toBe(tokens.refreshToken);
    expect((await under.provider.profile(fresh)).platformUserId).toBe("oUfakeCanvaUser");
    expect(await rejection(linking().refresh(tokens))).toMatchObject({ kind: "auth_expired", status: 400, platformCode: "invalid_grant" });
    // The new one works once more.
    expect((await linking().refresh(fresh)).refreshToken).not.toBe(fresh.refreshToken);
  });

  it("revoke kills both tokens", async () => {
    const tokens = await link();
    await linking().revoke(tokens);
    const revokes = canvaRequests().filter((request) => request.path === "/rest/v1/oauth/revoke");
    expect(revokes).toHaveLength(2);
    expect(await rejection(under.provider.profile(tokens))).toMatchObject({
      kind: "auth_expired",
      status: 401,
      platformCode: "invalid_access_token",
    });
    expect(await rejection(linking().refresh(tokens))).toMatchObject({ kind: "auth_expired", platformCode: "invalid_grant" });
  });
});

describe("Canva profile and designs", () => {
  it("reads the user id and display name; no targets", async () => {
    const tokens = await link();
    const profile = await under.provider.profile(tokens);
    expect(profile).toEqual({
      platformUserId: "oUfakeCanvaUser",
      username: under.fake.kit.user("canva").name,
      displayName: under.fake.kit.user("canva").name,
      isPremium: false,
    });
    expect(await under.provider.listTargets(tokens, profile)).toEqual([]);
  });

  it("lists designs across continuation pages, with title and thumbnail", async () => {
    const tokens = await link();
    const all = await designs().listDesigns(tokens);
    expect(all.map((design) => design.id)).toEqual(["DAFakeSpring1", "DAFakeSpring2", "DAFakeDeck001", "DAFakeStory01", "DAFakeLogo001"]);
    expect(all[0]).toEqual({
      id: "DAFakeSpring1",
      title: "Spring sale banner",
      thumbnailUrl: "https://document-export.canva.com/DAFakeSpring1/thumbnail/0001.png",
    });
    const pages = canvaRequests().filter((request) => request.path === "/rest/v1/designs");
    expect(pages).toHaveLength(3);
    expect(pages[0]?.query).toEqual({});
    expect(pages[1]?.query.continuation).toBeTruthy();
  });

  it("passes the search query on every page", async () => {
    const tokens = await link();
    const spring = await designs().listDesigns(tokens, "spring");
    expect(spring.map((design) => design.title)).toEqual(["Spring sale banner", "Spring newsletter header", "Spring story"]);
    const pages = canvaRequests().filter((request) => request.path === "/rest/v1/designs");
    expect(pages.map((request) => request.query.query)).toEqual(["spring", "spring"]);
  });

  it("exports: the job is in_progress, then success with the download URLs", async () => {
    const tokens = await link();
    const { exportId } = await designs().startExport(tokens, "DAFakeStory01", "png");
    expect(under.fake.posts("canva")).toMatchObject([
      { id: exportId, kind: "export", target: "DAFakeStory01", payload: { design_id: "DAFakeStory01", format: { type: "png" } } },
    ]);
    expect(await designs().exportStatus(tokens, exportId)).toEqual({ state: "in_progress", urls: [] });
    const done = await designs().exportStatus(tokens, exportId);
    expect(done.state).toBe("success");
    expect(done.urls).toHaveLength(2);
    expect(done.urls[0]).toMatch(/^https:\/\/export-download\.canva\.com\/DAFakeStory01\/.+\/0001\.png/);
  });

  it("sends the quality Canva requires for jpg and mp4", async () => {
    const tokens = await link();
    await designs().startExport(tokens, "DAFakeSpring1", "jpg");
    await designs().startExport(tokens, "DAFakeSpring1", "mp4");
    expect(under.fake.posts("canva").map((post) => (post.payload as { format: unknown }).format)).toEqual([
      { type: "jpg", quality: 90 },
      { type: "mp4", quality: "horizontal_1080p" },
    ]);
  });

  it("a failed export answers failed with no URLs", async () => {
    under.fake.setOptions("canva", { exportOutcome: "failed", exportPolls: 0 });
    const tokens = await link();
    const { exportId } = await designs().startExport(tokens, "DAFakeDeck001", "pdf");
    expect(await designs().exportStatus(tokens, exportId)).toEqual({ state: "failed", urls: [] });
  });
});

describe("Canva errors through the fake", () => {
  it("an unknown design is a validation error (404 design_not_found)", async () => {
    const tokens = await link();
    expect(await rejection(designs().startExport(tokens, "DAnope", "png"))).toMatchObject({
      kind: "validation",
      status: 404,
      platformCode: "design_not_found",
    });
  });

  it("a token without a needed scope is refused with 403 missing_scope (auth_expired: reconnect)", async () => {
    const start = { state: "state-1", redirectUri: REDIRECT_URI, codeVerifier: createCodeVerifier() };
    const narrow = new URL(linking().authorizationUrl(start));
    narrow.searchParams.set("scope", "design:meta:read");
    const page = await (await fetch(narrow)).text();
    const back = new URL(/id="authorize" href="([^"]+)"/.exec(page)?.[1]?.replaceAll("&#38;", "&") ?? "http://invalid/");
    const tokens = await linking().exchangeCode(back.searchParams.get("code") ?? "", start);
    expect(tokens.scope).toBe("design:meta:read");
    expect(await designs().listDesigns(tokens)).toHaveLength(5);
    expect(await rejection(under.provider.profile(tokens))).toMatchObject({
      kind: "auth_expired",
      status: 403,
      platformCode: "missing_scope",
    });
    expect(await rejection(designs().startExport(tokens, "DAFakeSpring1", "png"))).toMatchObject({
      kind: "auth_expired",
      platformCode: "missing_scope",
    });
  });

  it("an expired access token is auth_expired", async () => {
    const tokens = await link();
    under.fake.expireAccessTokens("canva");
    expect(await rejection(designs().listDesigns(tokens))).toMatchObject({ kind: "auth_expired", status: 401 });
  });

  it("maps injected 429, 403, 400, 5xx and a timeout", async () => {
    const tokens = await link();
    const inject = (status: number, code: string, path = "/rest/v1/designs", method = "GET") =>
      under.fake.addFault({ platform: "canva", method, pathIncludes: path, mode: "respond", status, json: { code, message: code } });
    inject(429, "too_many_requests");
    expect(await rejection(designs().listDesigns(tokens))).toMatchObject({
      kind: "rate_limited",
      platformCode: "too_many_requests",
      retryable: true,
    });
    inject(403, "permission_denied");
    expect(await rejection(designs().listDesigns(tokens))).toMatchObject({ kind: "validation", status: 403 });
    inject(403, "missing_scope", "/rest/v1/users/me");
    expect(await rejection(under.provider.profile(tokens))).toMatchObject({ kind: "auth_expired", platformCode: "missing_scope" });
    inject(400, "invalid_field", "/rest/v1/exports", "POST");
    expect(await rejection(designs().startExport(tokens, "DAFakeSpring1", "png"))).toMatchObject({ kind: "validation", status: 400 });
    inject(500, "internal_error", "/rest/v1/exports", "POST");
    expect(await rejection(designs().startExport(tokens, "DAFakeSpring1", "png"))).toMatchObject({ kind: "server_error", ambiguous: true });
    inject(503, "internal_error");
    expect(await rejection(designs().listDesigns(tokens))).toMatchObject({ kind: "server_error", ambiguous: false, retryable: true });
    under.fake.addFault({ platform: "canva", pathIncludes: "/rest/v1/designs", mode: "timeout" });
    expect(await rejection(designs().listDesigns(tokens))).toMatchObject({ kind: "network", ambiguous: false });
  });
});
