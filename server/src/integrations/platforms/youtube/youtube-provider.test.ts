import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { linkThroughFake, providerAgainstFake, REDIRECT_URI, type ProviderUnderTest } from "../../../../test/platform-contract";
import { createCodeVerifier, s256Challenge } from "../oauth-pkce";
import type { PlatformError } from "../platform-error";
import type { MediaFile, OAuthLinking, PlatformProvider, PublishContext } from "../provider";
import { YOUTUBE_DEFAULT_ENDPOINTS } from "./youtube-endpoints";
import { createYoutubeProvider } from "./youtube-provider";

const KIB256 = 256 * 1024;
let under: ProviderUnderTest;
let provider: PlatformProvider;
beforeAll(async () => {
  under = await providerAgainstFake(createYoutubeProvider, YOUTUBE_DEFAULT_ENDPOINTS);
  // 256 KiB chunks, so a small test video crosses several.
  provider = createYoutubeProvider({ ...under.deps, config: { ...under.deps.config, options: { uploadChunkBytes: String(KIB256) } } });
});
afterAll(async () => {
  await under.fake.close();
});
beforeEach(async () => {
  await fetch(`${under.fake.baseUrl}/_reset`, { method: "POST" });
});

const linking = () => provider.linking as OAuthLinking;
const publishing = () => {
  if (!provider.publishing) {
    throw new Error("YouTube publishes");
  }
  return provider.publishing;
};
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a PlatformError"),
    (error: PlatformError) => error,
  );
const video = (bytes: number): MediaFile => ({
  kind: "video",
  mimeType: "video/mp4",
  fileName: "launch-film.mp4",
  byteLength: bytes,
  bytes: new Uint8Array(bytes).map((_, index) => (index * 7) % 251),
  publicUrl: "https://media.example.com/launch-film.mp4",
});
const sha256 = (file: MediaFile) => createHash("sha256").update(file.bytes).digest("hex");
const link = () => linkThroughFake(provider, { codeVerifier: createCodeVerifier() });

async function linked(target: "channel" | "playlist" = "channel"): Promise<PublishContext> {
  const tokens = await link();
  const profile = await provider.profile(tokens);
  const targets = await provider.listTargets(tokens, profile);
  return { tokens, profile, target: targets.find((candidate) => candidate.kind === target) };
}
const calls = () => under.fake.requests("youtube");

describe("YouTube linking", () => {
  it("asks Google for offline access with consent, both YouTube scopes and a PKCE S256 challenge", () => {
    const verifier = createCodeVerifier();
    const url = new URL(linking().authorizationUrl({ state: "s", redirectUri: REDIRECT_URI, codeVerifier: verifier }));
    expect(url.pathname).toBe("/accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "client-id",
      redirect_uri: REDIRECT_URI,
      scope: "https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube",
      state: "s",
      access_type: "offline",
      prompt: "consent",
      include_granted_scopes: "false",
      code_challenge: s256Challenge(verifier),
      code_challenge_method: "S256",
    });
    expect(linking().pkce).toBe(true);
  });

  it("links: consent page → code → tokens (with the verifier and the secret), then the channel and its playlists", async () => {
    const tokens = await link();
    expect(tokens.accessToken).toMatch(/^youtube-access-/);
    expect(tokens.refreshToken).toMatch(/^youtube-refresh-/);
    expect(((tokens.expiresAt?.getTime() ?? 0) - Date.now()) / 1000).toBeCloseTo(3599, -1);
    const exchange = calls().find((request) => request.path === "/token");
    expect(exchange).toMatchObject({ method: "POST", host: "oauth2.googleapis.com" });
    const profile = await provider.profile(tokens);
    expect(profile).toEqual({
      platformUserId: "UCyoutube-user-1",
      username: "@fake_youtube_user",
      displayName: "Fake youtube user",
      pictureUrl: "https://example.com/youtube/avatar.png",
      isPremium: false,
    });
    expect(await provider.listTargets(tokens, profile)).toEqual([
      { id: "UCyoutube-user-1", kind: "channel", name: "Fake youtube user", pictureUrl: "https://example.com/youtube/avatar.png" },
      { id: "PL0001", kind: "playlist", name: "Playlist 1", pictureUrl: "https://i.ytimg.com/PL0001.jpg", parentId: "UCyoutube-user-1" },
      { id: "PL0002", kind: "playlist", name: "Playlist 2", pictureUrl: "https://i.ytimg.com/PL0002.jpg", parentId: "UCyoutube-user-1" },
    ]);
    expect(calls().find((request) => request.path === "/youtube/v3/channels")?.query).toEqual({ part: "snippet", mine: "true" });
  });

  it("pages through every playlist", async () => {
    under.fake.setOptions("youtube", { playlistCount: 60 });
    const tokens = await link();
    const targets = await provider.listTargets(tokens, await provider.profile(tokens));
    expect(targets.filter((target) => target.kind === "playlist")).toHaveLength(60);
    expect(
      calls()
        .filter((request) => request.path === "/youtube/v3/playlists")
        .map((request) => request.query.pageToken),
    ).toEqual([undefined, "50"]);
  });

  it("refuses a wrong verifier", async () => {
    const verifier = createCodeVerifier();
    const start = { state: "s", redirectUri: REDIRECT_URI, codeVerifier: verifier };
    const page = await fetch(linking().authorizationUrl(start)).then((response) => response.text());
    const code =
      new URL(/id="authorize" href="([^"]+)"/.exec(page)?.[1]?.replaceAll("&#38;", "&") ?? "http://x/").searchParams.get("code") ?? "";
    expect(await rejection(linking().exchangeCode(code, { ...start, codeVerifier: createCodeVerifier() }))).toMatchObject({
      kind: "auth_expired",
      platformCode: "invalid_grant",
    });
  });

  it("refreshes and keeps the stored refresh token (Google does not rotate them)", async () => {
    const tokens = await link();
    under.fake.expireAccessTokens("youtube");
    expect(await rejection(provider.profile(tokens))).toMatchObject({ kind: "auth_expired", status: 401, platformCode: "authError" });
    const fresh = await linking().refresh(tokens);
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    expect(fresh.refreshToken).toBe(tokens.refreshToken);
    expect((await provider.profile(fresh)).platformUserId).toBe("UCyoutube-user-1");
    expect(calls().at(-2)).toMatchObject({ method: "POST", host: "oauth2.googleapis.com", path: "/token" });
  });

  it("says auth_expired when the refresh token was revoked, and revokes the whole grant at Google", async () => {
    const tokens = await link();
    under.fake.revokeAll("youtube");
    expect(await rejection(linking().refresh(tokens))).toMatchObject({
      kind: "auth_expired",
      platformCode: "invalid_grant",
      retryable: false,
    });
    const again = await link();
    await linking().revoke(again);
    expect(calls().at(-1)).toMatchObject({ method: "POST", host: "oauth2.googleapis.com", path: "/revoke" });
    expect(await rejection(provider.profile(again))).toMatchObject({ kind: "auth_expired" });
    expect(await rejection(linking().refresh(again))).toMatchObject({ kind: "auth_expired", platformCode: "invalid_grant" });
  });

  it("says so when the Google account has no channel", async () => {
    under.fake.setOptions("youtube", { noChannel: true });
    expect(await rejection(provider.profile(await link()))).toMatchObject({ kind: "validation", platformCode: "youtubeSignupRequired" });
  });
});

describe("YouTube publishing", () => {
  it("uploads in 256 KiB chunks, resumes after a 308 with a short Range, and finishes with the video", async () => {
    under.fake.setOptions("youtube", { shortRangeBy: 1000 });
    const context = await linked();
    const file = video(3 * KIB256 + 5000);
    const progress: number[] = [];
    const uploaded = await publishing().uploadMedia(context, file, (fraction) => progress.push(fraction));
    expect(uploaded.kind).toBe("video");
    const upload = calls().filter((request) => request.path === "/upload/youtube/v3/videos");
    expect(upload[0]).toMatchObject({
      method: "POST",
      query: { uploadType: "resumable", part: "snippet,status" },
      json: { snippet: { title: "launch-film", categoryId: "22" }, status: { privacyStatus: "private", selfDeclaredMadeForKids: false } },
    });
    expect(upload[0]?.headers).toMatchObject({
      "x-upload-content-length": String(file.bytes.length),
      "x-upload-content-type": "video/mp4",
      authorization: "Bearer ***",
    });
    const total = file.bytes.length;
    // The first chunk is acknowledged 1000 bytes short: the next one starts where YouTube says.
    expect(upload.slice(1).map((request) => request.headers["content-range"])).toEqual([
      `bytes 0-${KIB256 - 1}/${total}`,
      `bytes ${KIB256 - 1000}-${2 * KIB256 - 1001}/${total}`,
      `bytes ${2 * KIB256 - 1000}-${3 * KIB256 - 1001}/${total}`,
      `bytes ${3 * KIB256 - 1000}-${total - 1}/${total}`,
    ]);
    expect(upload.slice(1).every((request) => request.method === "PUT" && request.query.upload_id)).toBe(true);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBe(4);
    await publishing().createPost(context, { text: "Our launch", title: "Launch", media: [uploaded] });
    expect(under.fake.posts("youtube")[0]?.payload).toMatchObject({ bytes: total, sha256: sha256(file) });
  });

  it("resumes after a 5xx mid-upload by asking how far it got", async () => {
    const context = await linked();
    const file = video(2 * KIB256 + 10);
    under.fake.addFault({
      platform: "youtube",
      method: "PUT",
      pathIncludes: "/upload/youtube/v3/videos",
      mode: "respond",
      status: 503,
      json: { error: { code: 503, message: "Backend Error", errors: [{ reason: "backendError" }] } },
    });
    const uploaded = await publishing().uploadMedia(context, file);
    const ranges = calls()
      .filter((request) => request.method === "PUT" && request.path === "/upload/youtube/v3/videos")
      .map((request) => request.headers["content-range"]);
    expect(ranges).toEqual([
      `bytes 0-${KIB256 - 1}/${file.bytes.length}`,
      `bytes */${file.bytes.length}`,
      `bytes 0-${KIB256 - 1}/${file.bytes.length}`,
      `bytes ${KIB256}-${2 * KIB256 - 1}/${file.bytes.length}`,
      `bytes ${2 * KIB256}-${file.bytes.length - 1}/${file.bytes.length}`,
    ]);
    await publishing().createPost(context, { text: "x", title: "Resumed", media: [uploaded] });
    expect(under.fake.posts("youtube")[0]?.payload).toMatchObject({ sha256: sha256(file) });
  });

  it("gives up with server_error after three status checks that all fail", async () => {
    const context = await linked();
    under.fake.addFault({
      platform: "youtube",
      method: "PUT",
      pathIncludes: "/upload/youtube/v3/videos",
      mode: "respond",
      status: 503,
      times: 10,
      json: { error: { code: 503, message: "Backend Error", errors: [{ reason: "backendError" }] } },
    });
    expect(await rejection(publishing().uploadMedia(context, video(KIB256 + 1)))).toMatchObject({ kind: "server_error", status: 503 });
    const puts = calls().filter((request) => request.method === "PUT" && request.path === "/upload/youtube/v3/videos");
    expect(puts.map((request) => request.headers["content-range"])).toEqual([
      `bytes 0-${KIB256 - 1}/${KIB256 + 1}`,
      `bytes */${KIB256 + 1}`,
      `bytes */${KIB256 + 1}`,
      `bytes */${KIB256 + 1}`,
    ]);
    await fetch(`${under.fake.baseUrl}/_faults`, { method: "DELETE" });
  });

  it("posts the video with its snippet and status, adds it to the chosen playlist, reads details and deletes the Short", async () => {
    const context = await linked("playlist");
    const uploaded = await publishing().uploadMedia(context, video(1000));
    const text = "Behind <the> scenes > of our launch ✨ ".repeat(200);
    const post = await publishing().createPost(context, {
      text,
      title: "Launch <day>",
      tags: ["launch", "wordloom"],
      media: [uploaded],
      options: { privacyStatus: "unlisted", madeForKids: false },
    });
    expect(post).toEqual({ platformPostId: uploaded.platformMediaId, url: `https://www.youtube.com/watch?v=${uploaded.platformMediaId}` });
    const [recorded, item] = under.fake.posts("youtube");
    const description = publishing().prepareText(text);
    expect(Buffer.byteLength(description, "utf8")).toBeLessThanOrEqual(5000);
    expect(description).not.toMatch(/[<>]/);
    expect(recorded?.payload).toMatchObject({
      snippet: { title: "Launch day", description, categoryId: "22", tags: ["launch", "wordloom"] },
      status: { privacyStatus: "unlisted", selfDeclaredMadeForKids: false },
    });
    expect(item).toMatchObject({
      kind: "playlistItem",
      target: "PL0001",
      payload: { snippet: { playlistId: "PL0001", resourceId: { kind: "youtube#video", videoId: uploaded.platformMediaId } } },
    });
    expect(await publishing().postDetails(context, post.platformPostId)).toMatchObject({ state: "processing", views: 0 });
    expect(await publishing().postDetails(context, post.platformPostId)).toEqual({
      state: "published",
      url: post.url,
      views: 42,
      likes: 7,
      comments: 3,
    });
    expect(calls().filter((request) => request.path === "/youtube/v3/videos" && request.method === "GET")[0]?.query).toEqual({
      part: "status,statistics,processingDetails",
      id: post.platformPostId,
    });
    await publishing().deletePost?.(context, post.platformPostId);
    expect(await publishing().postDetails(context, post.platformPostId)).toEqual({ state: "deleted" });
    expect(await rejection(publishing().deletePost?.(context, post.platformPostId) ?? Promise.resolve())).toMatchObject({
      kind: "validation",
      status: 404,
      platformCode: "videoNotFound",
    });
  });

  it("refuses non-video media and a post without exactly one video", async () => {
    const context = await linked();
    expect(await rejection(publishing().uploadMedia(context, { ...video(10), kind: "image", mimeType: "image/png" }))).toMatchObject({
      kind: "unsupported",
    });
    expect(await rejection(publishing().createPost(context, { text: "none", media: [] }))).toMatchObject({ kind: "validation" });
  });
});

describe("YouTube errors from the fake server", () => {
  it("maps a processing failure, a duplicate, the upload cap, the quota, a bad privacy and a 5xx after sending", async () => {
    const context = await linked();
    under.fake.setOptions("youtube", { uploadStatus: "failed", failureReason: "codec" });
    expect(await rejection(publishing().uploadMedia(context, video(100)))).toMatchObject({
      kind: "media_processing",
      platformCode: "codec",
      retryable: true,
    });
    under.fake.setOptions("youtube", { uploadStatus: "rejected", rejectionReason: "duplicate" });
    expect(await rejection(publishing().uploadMedia(context, video(100)))).toMatchObject({
      kind: "duplicate_content",
      platformCode: "duplicate",
    });
    under.fake.setOptions("youtube", { uploadStatus: undefined });
    under.fake.addFault({
      platform: "youtube",
      method: "POST",
      pathIncludes: "/upload/youtube/v3/videos",
      mode: "respond",
      status: 400,
      json: {
        error: {
          code: 400,
          message: "The user has exceeded the number of videos they may upload.",
          errors: [{ reason: "uploadLimitExceeded", domain: "youtube.video" }],
        },
      },
    });
    const capped = await rejection(publishing().uploadMedia(context, video(100)));
    expect(capped).toMatchObject({ kind: "rate_limited", platformCode: "uploadLimitExceeded", ambiguous: false });
    expect(((capped.resetAt?.getTime() ?? 0) - Date.now()) / 3_600_000).toBeCloseTo(24, 0);
    const uploaded = await publishing().uploadMedia(context, video(100));
    // videos.update (PUT /youtube/v3/videos; the upload's PUTs are done).
    under.fake.addFault({
      platform: "youtube",
      pathIncludes: "/youtube/v3/videos",
      method: "PUT",
      mode: "respond",
      status: 403,
      json: { error: { code: 403, message: "quota", errors: [{ reason: "quotaExceeded", domain: "youtube.quota" }] } },
    });
    const quota = await rejection(publishing().createPost(context, { text: "t", title: "t", media: [uploaded] }));
    expect(quota).toMatchObject({ kind: "rate_limited", platformCode: "quotaExceeded" });
    expect(quota.resetAt?.getTime()).toBeGreaterThan(Date.now());
    expect(
      await rejection(
        publishing().createPost(context, { text: "t", title: "t", media: [uploaded], options: { privacyStatus: "friends" } }),
      ),
    ).toMatchObject({ kind: "validation" });
    under.fake.addFault({
      platform: "youtube",
      pathIncludes: "/playlistItems",
      mode: "respond",
      status: 500,
      json: { error: { code: 500, message: "Backend Error", errors: [{ reason: "backendError" }] } },
    });
    expect(
      await rejection(publishing().createPost(context, { text: "t", title: "t", media: [uploaded], options: { playlistId: "PL0001" } })),
    ).toMatchObject({ kind: "server_error", ambiguous: true, retryable: true });
  });
});
