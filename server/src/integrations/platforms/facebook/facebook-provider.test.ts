import { describe, expect, it } from "vitest";
import { linkThroughFake, useProviderAgainstFake, REDIRECT_URI } from "../../../../test/platform-contract";
import type { PlatformError } from "../platform-error";
import type { LinkTarget, MediaFile, OAuthLinking, PublishContext, TokenSet } from "../provider";
import { createFacebookProvider } from "./facebook-provider";
import { GRAPH_API_VERSION, META_DEFAULT_ENDPOINTS } from "./graph-version";

const under = useProviderAgainstFake(createFacebookProvider, META_DEFAULT_ENDPOINTS);

const photo = (name: string): MediaFile => ({
  kind: "image",
  mimeType: "image/jpeg",
  fileName: name,
  byteLength: 3,
  bytes: new Uint8Array([1, 2, 3]),
  publicUrl: `https://media.example.com/${name}`,
});
const video: MediaFile = { ...photo("clip.mp4"), kind: "video", mimeType: "video/mp4" };

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a PlatformError"),
    (error: PlatformError) => error,
  );

/** A linked account with its Page, as the social-accounts domain stores them. */
async function linkedPage(): Promise<{ tokens: TokenSet; page: LinkTarget; context: PublishContext }> {
  const tokens = await linkThroughFake(under.provider);
  const profile = await under.provider.profile(tokens);
  const [page] = await under.provider.listTargets(tokens, profile);
  if (!page) {
    throw new Error("no Page");
  }
  return { tokens, page, context: { tokens, profile, target: page } };
}

const graphRequests = () => under.fake.requests("facebook").filter((request) => request.host === "graph.facebook.com");

describe("Facebook linking", () => {
  it("sends the user to Facebook Login's dialog of the pinned Graph version, without PKCE", () => {
    const url = new URL((under.provider.linking as OAuthLinking).authorizationUrl({ state: "s", redirectUri: REDIRECT_URI }));
    expect(url.pathname).toBe(`/www.facebook.com/${GRAPH_API_VERSION}/dialog/oauth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "client-id",
      redirect_uri: REDIRECT_URI,
      state: "s",
      response_type: "code",
      scope: "pages_show_list,pages_manage_posts,pages_read_engagement,pages_manage_engagement,pages_read_user_engagement,publish_video",
    });
  });

  it("exchanges the code, then the short-lived token for a long-lived one", async () => {
    const tokens = await linkThroughFake(under.provider);
    const calls = graphRequests().map((request) => ({ path: request.path, query: request.query }));
    expect(calls).toEqual([
      {
        path: `/${GRAPH_API_VERSION}/oauth/access_token`,
        query: { client_id: "client-id", client_secret: "client-secret", redirect_uri: REDIRECT_URI, code: expect.any(String) },
      },
      {
        path: `/${GRAPH_API_VERSION}/oauth/access_token`,
        query: {
          grant_type: "fb_exchange_token",
          client_id: "client-id",
          client_secret: "client-secret",
          fb_exchange_token: expect.any(String),
        },
      },
    ]);
    expect(tokens.refreshToken).toBeUndefined();
    const days = ((tokens.expiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59);
    expect(days).toBeLessThanOrEqual(60);
  });

  it("reads the profile and lists only the Pages the user can post to, each with its Page token", async () => {
    const tokens = await linkThroughFake(under.provider);
    const profile = await under.provider.profile(tokens);
    expect(profile).toEqual({
      platformUserId: "facebook-user-1",
      username: "Fake facebook user",
      displayName: "Fake facebook user",
      pictureUrl: "https://example.com/facebook/avatar.png",
      isPremium: false,
    });
    const targets = await under.provider.listTargets(tokens, profile);
    expect(targets).toEqual([
      {
        id: "1001",
        kind: "page",
        name: "Wordloom Fans",
        pictureUrl: "https://example.com/pages/1001.png",
        accessToken: expect.stringMatching(/^facebook-access-/),
      },
    ]);
    expect(graphRequests().at(-1)?.headers.authorization).toBe("Bearer ***");
  });

  it("reads every page of /me/accounts", async () => {
    const pages = Array.from({ length: 30 }, (_, index) => ({ id: `p${index}`, name: `Page ${index}`, tasks: ["CREATE_CONTENT"] }));
    under.fake.setOptions("facebook", { pages });
    const tokens = await linkThroughFake(under.provider);
    const targets = await under.provider.listTargets(tokens, await under.provider.profile(tokens));
    expect(targets.map((target) => target.id)).toEqual(pages.map((page) => page.id));
    expect(graphRequests().filter((request) => request.path.endsWith("/me/accounts"))).toHaveLength(2);
  });

  it("refreshes a live long-lived token, and says auth_expired once it has expired", async () => {
    const tokens = await linkThroughFake(under.provider);
    const fresh = await (under.provider.linking as OAuthLinking).refresh(tokens);
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    expect(fresh.refreshToken).toBeUndefined();
    under.fake.expireAccessTokens("facebook");
    const error = await rejection((under.provider.linking as OAuthLinking).refresh(fresh));
    expect(error).toMatchObject({ kind: "auth_expired", platformCode: "190", retryable: false });
    expect(await rejection(under.provider.profile(fresh))).toMatchObject({ kind: "auth_expired" });
  });

  it("revokes the app's permissions, after which the token is dead", async () => {
    const tokens = await linkThroughFake(under.provider);
    await (under.provider.linking as OAuthLinking).revoke(tokens);
    expect(graphRequests().at(-1)).toMatchObject({ method: "DELETE", path: `/${GRAPH_API_VERSION}/me/permissions` });
    expect(await rejection(under.provider.profile(tokens))).toMatchObject({ kind: "auth_expired" });
  });
});

describe("Facebook publishing", () => {
  it("posts text with a link to the Page's feed with the Page token, and reads likes and comments", async () => {
    const { context } = await linkedPage();
    const post = await under.provider.publishing?.createPost(context, {
      text: "Hello (world) #1",
      link: "https://wordloom.example/a",
      media: [],
    });
    expect(post?.platformPostId).toMatch(/^1001_/);
    expect(under.fake.posts("facebook")).toMatchObject([
      { kind: "feed", target: "1001", payload: { message: "Hello (world) #1", link: "https://wordloom.example/a" } },
    ]);
    under.fake.setOptions("facebook", { likes: 12, comments: 3 });
    const details = await under.provider.publishing?.postDetails(context, post?.platformPostId ?? "");
    expect(details).toEqual({ state: "published", url: `https://www.facebook.com/${post?.platformPostId}`, likes: 12, comments: 3 });
    expect(graphRequests().at(-1)?.query.fields).toBe("id,permalink_url,likes.summary(true).limit(0),comments.summary(true).limit(0)");
  });

  it("uploads each photo unpublished, then attaches them to one feed post", async () => {
    const { context } = await linkedPage();
    const publishing = under.provider.publishing;
    const first = await publishing?.uploadMedia(context, photo("a.jpg"));
    const second = await publishing?.uploadMedia(context, photo("b.jpg"));
    await publishing?.createPost(context, { text: "Two photos", media: [first, second].filter((item) => item !== undefined) });
    const writes = graphRequests().filter((request) => request.method === "POST");
    expect(writes.map((request) => ({ path: request.path, json: request.json }))).toEqual([
      { path: `/${GRAPH_API_VERSION}/1001/photos`, json: { url: "https://media.example.com/a.jpg", published: false } },
      { path: `/${GRAPH_API_VERSION}/1001/photos`, json: { url: "https://media.example.com/b.jpg", published: false } },
      {
        path: `/${GRAPH_API_VERSION}/1001/feed`,
        json: { message: "Two photos", attached_media: [{ media_fbid: first?.platformMediaId }, { media_fbid: second?.platformMediaId }] },
      },
    ]);
    expect(under.fake.posts("facebook")).toHaveLength(1);
  });

  it("posts a video by file_url in one call", async () => {
    const { context } = await linkedPage();
    const uploaded = await under.provider.publishing?.uploadMedia(context, video);
    const post = await under.provider.publishing?.createPost(context, { text: "Watch", title: "Clip", media: uploaded ? [uploaded] : [] });
    expect(
      graphRequests()
        .filter((request) => request.method === "POST")
        .map((request) => [request.path, request.json]),
    ).toEqual([
      [`/${GRAPH_API_VERSION}/1001/videos`, { file_url: "https://media.example.com/clip.mp4", description: "Watch", title: "Clip" }],
    ]);
    expect(post?.url).toBe(`https://www.facebook.com/1001/videos/${post?.platformPostId}`);
  });

  it("schedules natively with published:false and scheduled_publish_time", async () => {
    const { context } = await linkedPage();
    await under.provider.publishing?.createPost(context, { text: "Later", media: [], options: { scheduledPublishTime: 1_900_000_000 } });
    expect(under.fake.posts("facebook")[0]?.payload).toEqual({ message: "Later", published: false, scheduled_publish_time: 1_900_000_000 });
  });

  it("refuses to publish without a Page, and deletes a post", async () => {
    const { context, tokens, page } = await linkedPage();
    expect(
      await rejection(
        under.provider.publishing?.createPost({ ...context, target: undefined }, { text: "x", media: [] }) ?? Promise.resolve(),
      ),
    ).toMatchObject({
      kind: "validation",
    });
    const post = await under.provider.publishing?.createPost(
      { tokens, profile: context.profile, target: page },
      { text: "Gone soon", media: [] },
    );
    await under.provider.publishing?.deletePost?.(context, post?.platformPostId ?? "");
    expect(await rejection(under.provider.publishing?.postDetails(context, post?.platformPostId ?? "") ?? Promise.resolve())).toMatchObject(
      {
        kind: "validation",
        platformCode: "33",
      },
    );
  });
});

describe("Facebook errors from the fake server", () => {
  it("maps a duplicate post, a too-large photo, posting too fast, a 5xx after sending and a timeout after the post was made", async () => {
    const { context } = await linkedPage();
    const publishing = under.provider.publishing;
    const create = (text: string) => publishing?.createPost(context, { text, media: [] }) ?? Promise.resolve();
    await create("Same words");
    expect(await rejection(create("Same words"))).toMatchObject({ kind: "duplicate_content", platformCode: "506", retryable: false });

    under.fake.addFault({
      platform: "facebook",
      pathIncludes: "/photos",
      mode: "respond",
      status: 400,
      json: { error: { code: 100, error_subcode: 1366046, message: "too large" } },
    });
    expect(await rejection(publishing?.uploadMedia(context, photo("big.jpg")) ?? Promise.resolve())).toMatchObject({
      kind: "validation",
      platformCode: "1366046",
    });

    under.fake.addFault({
      platform: "facebook",
      pathIncludes: "/feed",
      mode: "respond",
      status: 400,
      headers: { "retry-after": "120" },
      json: { error: { code: 368, error_subcode: 1390008, message: "You are posting too fast" } },
    });
    const tooFast = await rejection(create("Fast"));
    expect(tooFast).toMatchObject({ kind: "rate_limited", platformCode: "1390008", retryable: true });
    expect((tooFast.resetAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(110_000);

    under.fake.addFault({
      platform: "facebook",
      pathIncludes: "/feed",
      mode: "respond",
      status: 500,
      json: { error: { code: 2, message: "Service temporarily unavailable", is_transient: true } },
    });
    expect(await rejection(create("Server"))).toMatchObject({ kind: "server_error", ambiguous: true, retryable: true });

    under.fake.addFault({ platform: "facebook", pathIncludes: "/feed", mode: "timeout_after" });
    const before = under.fake.posts("facebook").length;
    expect(await rejection(create("Timeout"))).toMatchObject({ kind: "network", ambiguous: true });
    expect(under.fake.posts("facebook").length).toBe(before + 1);
  }, 15_000);
});
