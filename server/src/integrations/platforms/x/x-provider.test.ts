import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakePlatforms, type FakePlatforms } from "../../../../../scripts/fake-platforms/server";
import { createCodeVerifier } from "../oauth-pkce";
import { resolveEndpoints } from "../platform-endpoints";
import { PlatformError } from "../platform-error";
import { createPlatformHttp } from "../platform-http";
import type { MediaFile, OAuthLinking, OAuthStart, PlatformProvider, PublishContext, TokenSet } from "../provider";
import { X_DEFAULT_ENDPOINTS } from "./x-endpoints";
import { createXProvider } from "./x-provider";

// Contract tests: the real X provider against the fake X (scripts/fake-platforms/x.ts), which
// checks every request the way X documents it.
let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms(0);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  await fetch(`${fake.baseUrl}/_reset`, { method: "POST" });
});

const REDIRECT = "http://127.0.0.1:3000/oauth/callback/x";

const provider = (secret: string | undefined = "x-secret"): PlatformProvider =>
  createXProvider({
    config: {
      clientId: "x-client",
      clientSecret: secret,
      redirectUri: REDIRECT,
      endpoints: resolveEndpoints(X_DEFAULT_ENDPOINTS, {}, fake.baseUrl),
    },
    http: createPlatformHttp({ allowedOrigins: [fake.baseUrl], timeoutMs: 2_000 }),
    now: () => new Date(),
    sleep: async () => undefined,
  });

const oauth = (p: PlatformProvider) => p.linking as OAuthLinking;

const must = <T>(value: T | undefined): T => {
  if (value === undefined) {
    throw new Error("missing");
  }
  return value;
};
const pub = (p: PlatformProvider) => must(p.publishing);

/** Walks the fake consent page like a browser: follows the Authorize link and reads the code. */
const authorize = async (url: string) => {
  const page = await fetch(url);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const href = /id="authorize" href="([^"]+)"/.exec(html)?.[1]?.replaceAll("&#38;", "&") ?? "";
  return new URL(href).searchParams;
};

const link = async (p = provider()) => {
  const start: OAuthStart = { state: "state-1", codeVerifier: createCodeVerifier(), redirectUri: REDIRECT };
  const back = await authorize(oauth(p).authorizationUrl(start));
  expect(back.get("state")).toBe("state-1");
  return oauth(p).exchangeCode(back.get("code") ?? "", start);
};

const contextFor = async (p: PlatformProvider, tokens: TokenSet): Promise<PublishContext> => ({ tokens, profile: await p.profile(tokens) });

const file = (kind: MediaFile["kind"], bytes: number, mimeType: string): MediaFile => ({
  kind,
  mimeType,
  fileName: `file.${mimeType.split("/")[1]}`,
  byteLength: bytes,
  bytes: new Uint8Array(bytes).fill(7),
  publicUrl: "https://media.example/file",
});

describe("X provider: linking", () => {
  it("asks for the documented scopes with a PKCE S256 challenge and exchanges the code for rotating tokens", async () => {
    const p = provider();
    const url = new URL(oauth(p).authorizationUrl({ state: "s", codeVerifier: createCodeVerifier(), redirectUri: REDIRECT }));
    expect(url.pathname).toBe("/x.com/i/oauth2/authorize");
    expect(url.searchParams.get("scope")).toBe("tweet.read tweet.write users.read media.write offline.access");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const tokens = await link(p);
    expect(tokens.accessToken).toMatch(/^x-access-/);
    expect(tokens.refreshToken).toMatch(/^x-refresh-/);
    expect(must(tokens.expiresAt).getTime() - Date.now()).toBeGreaterThan(7_100_000);
    const tokenCall = must(fake.requests("x").find((request) => request.path === "/2/oauth2/token"));
    expect(tokenCall.headers.authorization).toBe("Basic ***"); // a confidential client authenticates with Basic
  });

  it("works as a public client (client_id in the body, no secret)", async () => {
    const tokens = await link(provider(undefined));
    expect(tokens.accessToken).toMatch(/^x-access-/);
  });

  it("refuses a code exchanged with another verifier", async () => {
    const p = provider();
    const start: OAuthStart = { state: "s", codeVerifier: createCodeVerifier(), redirectUri: REDIRECT };
    const back = await authorize(oauth(p).authorizationUrl(start));
    const error = await oauth(p)
      .exchangeCode(back.get("code") ?? "", { ...start, codeVerifier: createCodeVerifier() })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    // A code that will not redeem means linking must start again, like a dead grant.
    expect(error).toMatchObject({ kind: "auth_expired", retryable: false });
  });

  it("refreshes with rotation: a new refresh token each time, and the used one dies", async () => {
    const p = provider();
    const first = await link(p);
    const second = await oauth(p).refresh(first);
    expect(second.refreshToken).toBeTruthy();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    const reused = await oauth(p)
      .refresh(first)
      .catch((caught: unknown) => caught as PlatformError);
    expect(reused).toMatchObject({ kind: "auth_expired", retryable: false });
  });

  it("revoked tokens: the refresh fails as auth_expired (the account needs reconnecting)", async () => {
    const p = provider();
    const tokens = await link(p);
    await oauth(p).revoke(tokens);
    await expect(p.profile(tokens)).rejects.toMatchObject({ kind: "auth_expired" });
    await expect(oauth(p).refresh(tokens)).rejects.toMatchObject({ kind: "auth_expired" });
  });

  it("reads the profile with picture and subscription type (Premium)", async () => {
    const p = provider();
    const tokens = await link(p);
    expect(await p.profile(tokens)).toEqual({
      platformUserId: "1",
      username: "fake_x_user",
      displayName: "Fake x user",
      pictureUrl: "https://example.com/x/avatar.png",
      isPremium: false,
    });
    fake.setOptions("x", { subscriptionType: "Premium" });
    expect((await p.profile(tokens)).isPremium).toBe(true);
    expect(must(fake.requests("x").at(-1)).query["user.fields"]).toBe("profile_image_url,verified,subscription_type");
  });
});

describe("X provider: publishing", () => {
  it("uploads an image in chunks and posts it with the text", async () => {
    const p = provider();
    const context = await contextFor(p, await link(p));
    const progress: number[] = [];
    const image = await pub(p).uploadMedia(context, file("image", 5 * 1024 * 1024, "image/png"), (fraction) => progress.push(fraction));
    expect(progress).toEqual([0.5, 1]); // 5 MiB in two 4 MiB chunks
    const post = await pub(p).createPost(context, { text: "Hello from Wordloom", media: [image] });
    expect(post.url).toBe(`https://x.com/fake_x_user/status/${post.platformPostId}`);
    expect(fake.posts("x")).toEqual([
      expect.objectContaining({
        id: post.platformPostId,
        payload: { text: "Hello from Wordloom", media: { media_ids: [image.platformMediaId] } },
      }),
    ]);
    const steps = fake.requests("x").map((request) => `${request.method} ${request.path.replace(/[0-9]{6,}/, ":id")}`);
    expect(steps.filter((step) => step.includes("/media/"))).toEqual([
      "POST /2/media/upload/initialize",
      "POST /2/media/upload/:id/append",
      "POST /2/media/upload/:id/append",
      "POST /2/media/upload/:id/finalize",
    ]);
  });

  it("polls STATUS until a video has been processed, then posts a reply to a post", async () => {
    const p = provider();
    fake.setOptions("x", { processingPolls: 2 });
    const context = await contextFor(p, await link(p));
    const video = await pub(p).uploadMedia(context, { ...file("video", 1000, "video/mp4"), altText: "A clip" });
    const statusPolls = fake.requests("x").filter((request) => request.query.command === "STATUS");
    expect(statusPolls).toHaveLength(3);
    expect(fake.requests("x").some((request) => request.path === "/2/media/metadata")).toBe(true);
    const first = await pub(p).createPost(context, { text: "Thread 1/2", media: [video] });
    await pub(p).createPost(context, { text: "Thread 2/2", media: [], options: { replyToPostId: first.platformPostId } });
    expect(must(fake.posts("x").at(-1)).payload).toEqual({ text: "Thread 2/2", reply: { in_reply_to_tweet_id: first.platformPostId } });
  });

  it("a failed video processing is a media_processing error", async () => {
    const p = provider();
    fake.setOptions("x", { mediaProcessing: "failed", processingPolls: 0 });
    const context = await contextFor(p, await link(p));
    await expect(pub(p).uploadMedia(context, file("video", 10, "video/mp4"))).rejects.toMatchObject({
      kind: "media_processing",
      retryable: true,
    });
  });

  it("counts the weighted length with twitter-text before calling X", async () => {
    const p = provider();
    const context = await contextFor(p, await link(p));
    const emoji = "😀".repeat(141); // 282 weighted
    await expect(pub(p).createPost(context, { text: emoji, media: [] })).rejects.toMatchObject({ kind: "validation" });
    expect(fake.requests("x").some((request) => request.path === "/2/tweets")).toBe(false);
    await expect(
      pub(p).createPost({ ...context, profile: { ...context.profile, isPremium: true } }, { text: emoji, media: [] }),
    ).resolves.toBeTruthy();
  });

  it("duplicate content answers 403 → duplicate_content; reads and deletes the post", async () => {
    const p = provider();
    const context = await contextFor(p, await link(p));
    const post = await pub(p).createPost(context, { text: "Same words", media: [] });
    await expect(pub(p).createPost(context, { text: "Same words", media: [] })).rejects.toMatchObject({
      kind: "duplicate_content",
      status: 403,
      retryable: false,
    });
    expect(await pub(p).postDetails(context, post.platformPostId)).toMatchObject({ state: "published", likes: 0, comments: 0 });
    await must(pub(p).deletePost)(context, post.platformPostId);
    expect(await pub(p).postDetails(context, post.platformPostId)).toEqual({ state: "deleted" });
  });

  it("maps injected faults: 429 with its reset, 402 credits, 5xx after sending is ambiguous, a timeout is network", async () => {
    const p = provider();
    const context = await contextFor(p, await link(p));
    const draft = { text: "Faults", media: [] };
    fake.addFault({
      platform: "x",
      pathIncludes: "/2/tweets",
      mode: "respond",
      status: 429,
      headers: { "x-rate-limit-reset": "1900000000" },
    });
    await expect(pub(p).createPost(context, draft)).rejects.toMatchObject({
      kind: "rate_limited",
      resetAt: new Date(1_900_000_000_000),
      ambiguous: false,
    });
    fake.addFault({
      platform: "x",
      pathIncludes: "/2/tweets",
      mode: "respond",
      status: 402,
      json: { title: "Payment Required", detail: "Credits depleted" },
    });
    await expect(pub(p).createPost(context, draft)).rejects.toMatchObject({ kind: "billing_required" });
    fake.addFault({ platform: "x", pathIncludes: "/2/tweets", mode: "respond", status: 503 });
    await expect(pub(p).createPost(context, draft)).rejects.toMatchObject({ kind: "server_error", ambiguous: true });
    fake.addFault({ platform: "x", pathIncludes: "/2/tweets", mode: "timeout_after" });
    await expect(pub(p).createPost(context, draft)).rejects.toMatchObject({ kind: "network", ambiguous: true });
    expect(fake.posts("x")).toHaveLength(1); // the timed-out call did create it: never retry an ambiguous publish
  });

  it("the fake refuses a body X would refuse (CreatePostsRequest is strict)", async () => {
    const p = provider();
    const tokens = await link(p);
    const answer = await fetch(`${fake.baseUrl}/api.x.com/2/tweets`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.accessToken}`, "content-type": "application/json" },
      body: JSON.stringify({ text: "hi", media: { media_ids: ["abc"] }, colour: "red" }),
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toMatch(/media_ids.*numeric|colour|Unrecognized/);
  });
});
