import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, type FakePlatformModule } from "./fake-platform";
import { startFakePlatforms, type FakePlatforms } from "./server";

// A minimal platform, so the frame is tested apart from the real modules.
const demo: FakePlatformModule = {
  id: "x",
  hosts: ["demo.example"],
  handle(request, kit) {
    if (request.path === "/authorize") {
      return kit.authorizePage(request, "x", { pkce: "required" });
    }
    if (request.method === "POST" && request.path === "/token") {
      const redeemed = kit.redeemCode("x", request.form.get("code") ?? "", {
        clientId: request.form.get("client_id") ?? "",
        redirectUri: request.form.get("redirect_uri") ?? "",
        codeVerifier: request.form.get("code_verifier") ?? undefined,
      });
      if (!redeemed.ok) {
        return json(400, { error: redeemed.error });
      }
      return json(200, kit.issueTokens("x", { scope: redeemed.scope, accessTtlSeconds: 7200, refresh: true }));
    }
    if (request.method === "POST" && request.path === "/posts") {
      if (!kit.isLiveAccessToken("x", request.bearer)) {
        return json(401, { error: "unauthorized" });
      }
      const id = kit.nextId();
      kit.recordPost("x", { id, kind: "post", payload: request.json });
      return json(201, { id });
    }
    return undefined;
  },
};

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms(0, [demo]);
});
afterAll(async () => {
  await fake.close();
});

const verifier = "a-verifier-of-at-least-forty-three-characters-long-0123456789";
const challenge = createHash("sha256").update(verifier).digest("base64url");
const authorizeQuery = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    response_type: "code",
    client_id: "client",
    redirect_uri: "http://127.0.0.1:1/cb",
    state: "s1",
    scope: "a b",
    ...extra,
  });

const codeFromPage = async (query: URLSearchParams) => {
  const page = await fetch(`${fake.baseUrl}/demo.example/authorize?${query}`).then((response) => response.text());
  const href = /id="authorize" href="([^"]+)"/.exec(page)?.[1]?.replaceAll("&#38;", "&");
  return new URL(href ?? "http://invalid/").searchParams.get("code") ?? "";
};

const redeem = (code: string, codeVerifier: string) =>
  fetch(`${fake.baseUrl}/demo.example/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ code, client_id: "client", redirect_uri: "http://127.0.0.1:1/cb", code_verifier: codeVerifier }),
  });

describe("the fake platform server", () => {
  it("refuses an authorization request without the PKCE challenge it requires", async () => {
    const response = await fetch(`${fake.baseUrl}/demo.example/authorize?${authorizeQuery()}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("code_challenge is missing");
  });

  it("issues a code once, checks the verifier, and accepts the token it issued", async () => {
    const query = authorizeQuery({ code_challenge: challenge, code_challenge_method: "S256" });
    const wrong = await redeem(await codeFromPage(query), "not-the-verifier");
    expect(wrong.status).toBe(400);

    const code = await codeFromPage(query);
    const tokens = (await (await redeem(code, verifier)).json()) as { access_token: string; refresh_token: string };
    expect(tokens.refresh_token).toMatch(/^x-refresh-/);
    expect((await redeem(code, verifier)).status).toBe(400); // single use

    const post = await fetch(`${fake.baseUrl}/demo.example/posts`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.access_token}`, "content-type": "application/json" },
      body: JSON.stringify({ text: "hello" }),
    });
    expect(post.status).toBe(201);
    expect(fake.posts("x").map((recorded) => recorded.payload)).toContainEqual({ text: "hello" });
    expect(fake.requests("x").at(-1)).toMatchObject({
      method: "POST",
      host: "demo.example",
      path: "/posts",
      headers: { authorization: "Bearer ***" },
    });

    fake.expireAccessTokens("x");
    const expired = await fetch(`${fake.baseUrl}/demo.example/posts`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(expired.status).toBe(401);
  });

  it("answers injected faults in order, and 'timeout_after' does the call without answering", async () => {
    await fetch(`${fake.baseUrl}/_faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        platform: "x",
        pathIncludes: "/posts",
        mode: "respond",
        status: 429,
        headers: { "x-rate-limit-reset": "1900000000" },
      }),
    });
    const limited = await fetch(`${fake.baseUrl}/demo.example/posts`, { method: "POST" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("x-rate-limit-reset")).toBe("1900000000");

    fake.registerToken("x", "pasted-token");
    fake.addFault({ platform: "x", pathIncludes: "/posts", mode: "timeout_after" });
    const before = fake.posts("x").length;
    await expect(
      fetch(`${fake.baseUrl}/demo.example/posts`, {
        method: "POST",
        headers: { authorization: "Bearer pasted-token", "content-type": "application/json" },
        body: "{}",
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    expect(fake.posts("x").length).toBe(before + 1);
  });
});
