import { describe, expect, it } from "vitest";
import { linkThroughFake, useProviderAgainstFake, REDIRECT_URI } from "../../../../test/platform-contract";
import type { PlatformError } from "../platform-error";
import type { MediaFile, OAuthLinking, PublishContext } from "../provider";
import { createLinkedinProvider } from "./linkedin-provider";
import { LINKEDIN_DEFAULT_ENDPOINTS, LINKEDIN_VERSION } from "./linkedin-version";

const under = useProviderAgainstFake(createLinkedinProvider, LINKEDIN_DEFAULT_ENDPOINTS);

const linking = () => under.provider.linking as OAuthLinking;
const publishing = () => {
  const operations = under.provider.publishing;
  if (!operations) {
    throw new Error("LinkedIn publishes");
  }
  return operations;
};
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a PlatformError"),
    (error: PlatformError) => error,
  );
const file = (kind: MediaFile["kind"], bytes: number): MediaFile => ({
  kind,
  mimeType: kind === "video" ? "video/mp4" : "image/png",
  fileName: `f.${kind}`,
  byteLength: bytes,
  bytes: new Uint8Array(bytes).map((_, index) => index % 251),
  publicUrl: "https://media.example.com/f",
});

async function linked(target: "person" | "organization" = "person"): Promise<PublishContext> {
  const tokens = await linkThroughFake(under.provider);
  const profile = await under.provider.profile(tokens);
  const targets = await under.provider.listTargets(tokens, profile);
  return { tokens, profile, target: targets.find((candidate) => candidate.kind === target) };
}
const restCalls = () => under.fake.requests("linkedin").filter((request) => request.path.startsWith("/rest/"));

describe("LinkedIn linking", () => {
  it("sends the member to LinkedIn's authorization page with the scopes for members and organisations", () => {
    const url = new URL(linking().authorizationUrl({ state: "s", redirectUri: REDIRECT_URI }));
    expect(url.pathname).toBe("/www.linkedin.com/oauth/v2/authorization");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "client-id",
      redirect_uri: REDIRECT_URI,
      state: "s",
      scope: "openid profile email w_member_social w_organization_social r_organization_social",
    });
  });

  it("exchanges the code for a 60-day token, reads the OpenID profile and lists the member and the organisations they administer", async () => {
    const tokens = await linkThroughFake(under.provider);
    expect(((tokens.expiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000).toBeCloseTo(60, 0);
    expect(tokens.refreshToken).toBeUndefined();
    const profile = await under.provider.profile(tokens);
    expect(profile).toEqual({
      platformUserId: "linkedin-user-1",
      username: "fake.linkedin@example.com",
      displayName: "Fake linkedin user",
      pictureUrl: "https://example.com/linkedin/avatar.png",
      isPremium: false,
    });
    expect(await under.provider.listTargets(tokens, profile)).toEqual([
      {
        id: "urn:li:person:linkedin-user-1",
        kind: "person",
        name: "Fake linkedin user",
        pictureUrl: "https://example.com/linkedin/avatar.png",
      },
      { id: "urn:li:organization:2414183", kind: "organization", name: "Wordloom Inc" },
    ]);
    const acl = restCalls().find((request) => request.path === "/rest/organizationAcls");
    expect(acl?.query).toMatchObject({ q: "roleAssignee", role: "ADMINISTRATOR", state: "APPROVED" });
    expect(acl?.headers).toMatchObject({
      "linkedin-version": LINKEDIN_VERSION,
      "x-restli-protocol-version": "2.0.0",
      authorization: "Bearer ***",
    });
  });

  it("refreshes with a partner's refresh token and keeps it when LinkedIn returns none", async () => {
    under.fake.setOptions("linkedin", { partner: true });
    const tokens = await linkThroughFake(under.provider);
    expect(tokens.refreshToken).toMatch(/^linkedin-refresh-/);
    expect(((tokens.refreshTokenExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000).toBeCloseTo(365, 0);
    const fresh = await linking().refresh(tokens);
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    expect(fresh.refreshToken).toBe(tokens.refreshToken);
    expect(fresh.refreshTokenExpiresAt).toEqual(tokens.refreshTokenExpiresAt);
    expect(under.fake.requests("linkedin").at(-1)?.path).toBe("/oauth/v2/accessToken");
  });

  it("says auth_expired when there is no refresh token, when the refresh token is revoked and when the access token expired", async () => {
    const plain = await linkThroughFake(under.provider);
    expect(await rejection(linking().refresh(plain))).toMatchObject({ kind: "auth_expired" });
    under.fake.setOptions("linkedin", { partner: true });
    const tokens = await linkThroughFake(under.provider);
    under.fake.revokeAll("linkedin");
    expect(await rejection(linking().refresh(tokens))).toMatchObject({ kind: "auth_expired", platformCode: "invalid_grant" });
    const again = await linkThroughFake(under.provider);
    under.fake.expireAccessTokens("linkedin");
    expect(
      await rejection(under.provider.listTargets(again, await Promise.resolve({ platformUserId: "x", username: "x", isPremium: false }))),
    ).toMatchObject({
      kind: "auth_expired",
      platformCode: "EXPIRED_ACCESS_TOKEN",
    });
  });

  it("revokes the token at LinkedIn", async () => {
    const tokens = await linkThroughFake(under.provider);
    await linking().revoke(tokens);
    expect(await rejection(under.provider.profile(tokens))).toMatchObject({ kind: "auth_expired" });
  });
});

describe("LinkedIn publishing", () => {
  it("escapes little text, so LinkedIn shows the whole post instead of cutting it", async () => {
    const context = await linked();
    const text = "Big news (finally) #launch @team [v2] {x} <y> *z* _a_ ~b~ |c| \\d";
    expect(publishing().prepareText(text)).toBe(
      "Big news \\(finally\\) \\#launch \\@team \\[v2\\] \\{x\\} \\<y\\> \\*z\\* \\_a\\_ \\~b\\~ \\|c\\| \\\\d",
    );
    const post = await publishing().createPost(context, { text, media: [] });
    expect(post.platformPostId).toMatch(/^urn:li:share:/);
    expect(post.url).toBe(`https://www.linkedin.com/feed/update/${post.platformPostId}`);
    const [recorded] = under.fake.posts("linkedin");
    expect(recorded?.payload).toMatchObject({
      author: "urn:li:person:linkedin-user-1",
      visibility: "PUBLIC",
      distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: "PUBLISHED",
      visibleCommentary: publishing().prepareText(text),
    });
    expect(await publishing().postDetails(context, post.platformPostId)).toEqual({ state: "published", url: post.url });
  });

  it("uploads images with initializeUpload + PUT and posts two as a multiImage for an organisation", async () => {
    const context = await linked("organization");
    const first = await publishing().uploadMedia(context, file("image", 10));
    const second = await publishing().uploadMedia(context, file("image", 12));
    await publishing().createPost(context, { text: "Two", media: [first, second] });
    const calls = under.fake.requests("linkedin").slice(-5);
    expect(
      calls.map((request) => `${request.method} ${request.path}${request.query.action ? `?action=${request.query.action}` : ""}`),
    ).toEqual([
      "POST /rest/images?action=initializeUpload",
      expect.stringMatching(/^PUT \/dms-uploads\/urn%3Ali%3Aimage%3A/),
      "POST /rest/images?action=initializeUpload",
      expect.stringMatching(/^PUT \/dms-uploads\//),
      "POST /rest/posts",
    ]);
    expect(calls[0]?.json).toEqual({ initializeUploadRequest: { owner: "urn:li:organization:2414183" } });
    expect(calls[1]?.bodyBytes).toBe(10);
    expect(under.fake.posts("linkedin")[0]?.payload).toMatchObject({
      author: "urn:li:organization:2414183",
      content: { multiImage: { images: [{ id: first.platformMediaId }, { id: second.platformMediaId }] } },
    });
  });

  it("uploads a video in parts, finalizes with the ETags in order, polls until AVAILABLE, then posts it", async () => {
    under.fake.setOptions("linkedin", { videoPartBytes: 1_000, videoProcessingPolls: 2 });
    const context = await linked();
    const progress: number[] = [];
    const uploaded = await publishing().uploadMedia(context, file("video", 2_500), (fraction) => progress.push(fraction));
    expect(uploaded.platformMediaId).toMatch(/^urn:li:video:/);
    expect(progress.map((value) => value.toFixed(2))).toEqual(["0.33", "0.67", "1.00"]);
    const calls = under.fake
      .requests("linkedin")
      .filter((request) => request.path.includes("video") || request.path.includes("dms-uploads"));
    expect(calls.map((request) => `${request.method} ${request.path.replace(/urn%3A[^/]+/, "{urn}")}`)).toEqual([
      "POST /rest/videos",
      "PUT /dms-uploads/{urn}/part/0",
      "PUT /dms-uploads/{urn}/part/1",
      "PUT /dms-uploads/{urn}/part/2",
      "POST /rest/videos",
      "GET /rest/videos/{urn}",
      "GET /rest/videos/{urn}",
      "GET /rest/videos/{urn}",
    ]);
    expect(calls[0]?.json).toEqual({
      initializeUploadRequest: {
        owner: "urn:li:person:linkedin-user-1",
        fileSizeBytes: 2_500,
        uploadCaptions: false,
        uploadThumbnail: false,
      },
    });
    expect(calls.map((request) => request.bodyBytes).slice(1, 4)).toEqual([1_000, 1_000, 500]);
    expect(calls[4]?.json).toMatchObject({
      finalizeUploadRequest: {
        video: uploaded.platformMediaId,
        uploadToken: "",
        uploadedPartIds: [expect.any(String), expect.any(String), expect.any(String)],
      },
    });
    await publishing().createPost(context, { text: "Film", title: "Our film", media: [uploaded] });
    expect(under.fake.posts("linkedin")[0]?.payload).toMatchObject({
      content: { media: { id: uploaded.platformMediaId, title: "Our film" } },
    });
  });

  it("says media_processing when LinkedIn cannot process the video", async () => {
    under.fake.setOptions("linkedin", { videoFails: true });
    const context = await linked();
    expect(await rejection(publishing().uploadMedia(context, file("video", 100)))).toMatchObject({
      kind: "media_processing",
      retryable: true,
    });
  });

  it("posts a link as an article and deletes a post", async () => {
    const context = await linked();
    const post = await publishing().createPost(context, { text: "Read", link: "https://wordloom.example/a", title: "A", media: [] });
    expect(under.fake.posts("linkedin")[0]?.payload).toMatchObject({
      content: { article: { source: "https://wordloom.example/a", title: "A" } },
    });
    await publishing().deletePost?.(context, post.platformPostId);
    expect(await rejection(publishing().postDetails(context, post.platformPostId))).toMatchObject({ kind: "validation", status: 404 });
  });
});

describe("LinkedIn errors from the fake server", () => {
  it("maps a duplicate post, a sunset version, a rate limit and a 5xx after sending", async () => {
    const context = await linked();
    await publishing().createPost(context, { text: "Same", media: [] });
    expect(await rejection(publishing().createPost(context, { text: "Same", media: [] }))).toMatchObject({
      kind: "duplicate_content",
      status: 422,
      platformCode: "DUPLICATE_POST",
    });
    under.fake.setOptions("linkedin", { sunsetVersions: [LINKEDIN_VERSION] });
    expect(await rejection(publishing().createPost(context, { text: "Old", media: [] }))).toMatchObject({
      kind: "unsupported",
      status: 426,
      platformCode: "NONEXISTENT_VERSION",
    });
    under.fake.setOptions("linkedin", { sunsetVersions: [] });
    under.fake.addFault({
      platform: "linkedin",
      pathIncludes: "/rest/posts",
      mode: "respond",
      status: 429,
      headers: { "retry-after": "60" },
      json: { status: 429, message: "Too many" },
    });
    const limited = await rejection(publishing().createPost(context, { text: "Limited", media: [] }));
    expect(limited).toMatchObject({ kind: "rate_limited", retryable: true });
    expect((limited.resetAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(50_000);
    under.fake.addFault({
      platform: "linkedin",
      pathIncludes: "/rest/posts",
      mode: "respond",
      status: 502,
      json: { status: 502, message: "Bad gateway" },
    });
    expect(await rejection(publishing().createPost(context, { text: "Broken", media: [] }))).toMatchObject({
      kind: "server_error",
      ambiguous: true,
    });
  });
});
