import { describe, expect, it } from "vitest";
import { linkThroughFake, useProviderAgainstFake, REDIRECT_URI } from "../../../../test/platform-contract";
import { createGraphClient } from "../facebook/graph-client";
import { mapGraphError } from "../facebook/graph-errors";
import { GRAPH_API_VERSION, META_DEFAULT_ENDPOINTS } from "../facebook/graph-version";
import type { PlatformError } from "../platform-error";
import type { MediaFile, OAuthLinking, PublishContext, UploadedMedia } from "../provider";
import { createInstagramProvider } from "./instagram-provider";
import { readPublishingLimit } from "./instagram-publishing";

const under = useProviderAgainstFake(createInstagramProvider, META_DEFAULT_ENDPOINTS);

const IG_USER = "17841400000000001";
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a PlatformError"),
    (error: PlatformError) => error,
  );
const file = (kind: "image" | "video", name: string, altText?: string): MediaFile => ({
  kind,
  mimeType: kind === "image" ? "image/jpeg" : "video/mp4",
  fileName: name,
  byteLength: 3,
  bytes: new Uint8Array([1, 2, 3]),
  publicUrl: `https://media.example.com/${name}`,
  altText,
});
const publishing = () => {
  const operations = under.provider.publishing;
  if (!operations) {
    throw new Error("Instagram publishes");
  }
  return operations;
};

async function linked(): Promise<PublishContext> {
  const tokens = await linkThroughFake(under.provider);
  const profile = await under.provider.profile(tokens);
  const [account] = await under.provider.listTargets(tokens, profile);
  return { tokens, profile, target: account };
}
const upload = (context: PublishContext, ...files: MediaFile[]) =>
  Promise.all(files.map((item) => publishing().uploadMedia(context, item)));
/** The Instagram calls made, as "METHOD /path" with the version stripped. */
const igCalls = () =>
  under.fake
    .requests("instagram")
    .map((request) => `${request.method} ${request.path.replace(`/${GRAPH_API_VERSION}`, "").replace(/igc[0-9a-f]+/, "{container}")}`);

describe("Instagram linking", () => {
  it("uses Facebook Login with the Instagram publishing scopes", () => {
    const url = new URL((under.provider.linking as OAuthLinking).authorizationUrl({ state: "s", redirectUri: REDIRECT_URI }));
    expect(url.pathname).toBe(`/www.facebook.com/${GRAPH_API_VERSION}/dialog/oauth`);
    expect(url.searchParams.get("scope")).toBe(
      "instagram_basic,instagram_content_publish,pages_show_list,pages_read_engagement,business_management",
    );
  });

  it("lists the professional accounts linked to the user's Pages, with the Page's token", async () => {
    const context = await linked();
    expect(context.target).toEqual({
      id: IG_USER,
      kind: "instagram_account",
      name: "wordloom.fans",
      pictureUrl: "https://example.com/instagram/wordloom.png",
      accessToken: expect.stringMatching(/^facebook-access-/),
      parentId: "1001",
    });
    const accounts = under.fake.requests("facebook").find((request) => request.path.endsWith("/me/accounts"));
    expect(accounts?.query.fields).toBe("id,name,access_token,instagram_business_account{id,username,name,profile_picture_url}");
  });
});

describe("Instagram publishing", () => {
  it("publishes one image: container with caption and alt text → status FINISHED → media_publish, then reads likes and comments", async () => {
    const context = await linked();
    const media = await upload(context, file("image", "a.jpg", "A red door"));
    const post = await publishing().createPost(context, { text: "Hello #door", media });
    expect(igCalls()).toEqual([`POST /${IG_USER}/media`, "GET /{container}", `POST /${IG_USER}/media_publish`]);
    const calls = under.fake.requests("instagram");
    expect(calls[0]?.json).toEqual({ image_url: "https://media.example.com/a.jpg", caption: "Hello #door", alt_text: "A red door" });
    expect(calls[1]?.query.fields).toBe("status_code,status");
    expect(calls[2]?.json).toEqual({ creation_id: expect.stringMatching(/^igc/) });
    expect(under.fake.posts("instagram")).toMatchObject([{ id: post.platformPostId, target: IG_USER }]);

    under.fake.setOptions("instagram", { likes: 40, comments: 5 });
    expect(await publishing().postDetails(context, post.platformPostId)).toEqual({
      state: "published",
      url: `https://www.instagram.com/p/${post.platformPostId}/`,
      likes: 40,
      comments: 5,
    });
  });

  it("publishes a single video as a Reel after polling while it is IN_PROGRESS", async () => {
    under.fake.setOptions("instagram", { containerPolls: 3 });
    const context = await linked();
    await publishing().createPost(context, { text: "Reel", media: await upload(context, file("video", "v.mp4")) });
    expect(under.fake.requests("instagram")[0]?.json).toEqual({
      video_url: "https://media.example.com/v.mp4",
      media_type: "REELS",
      caption: "Reel",
    });
    expect(igCalls().filter((call) => call === "GET /{container}")).toHaveLength(4);
    expect(under.fake.posts("instagram")[0]?.kind).toBe("reels");
  });

  it("publishes a Story without a caption", async () => {
    const context = await linked();
    await publishing().createPost(context, {
      text: "ignored",
      media: await upload(context, file("image", "s.jpg")),
      options: { instagramType: "story" },
    });
    expect(under.fake.requests("instagram")[0]?.json).toEqual({ image_url: "https://media.example.com/s.jpg", media_type: "STORIES" });
  });

  it("publishes a carousel: a finished child container per item, then the CAROUSEL parent with its children", async () => {
    const context = await linked();
    const media = await upload(context, file("image", "1.jpg"), file("video", "2.mp4"), file("image", "3.jpg"));
    await publishing().createPost(context, { text: "Three", media });
    const creates = under.fake.requests("instagram").filter((request) => request.method === "POST" && request.path.endsWith("/media"));
    expect(creates.map((request) => request.json)).toEqual([
      { image_url: "https://media.example.com/1.jpg", is_carousel_item: true },
      { video_url: "https://media.example.com/2.mp4", media_type: "VIDEO", is_carousel_item: true },
      { image_url: "https://media.example.com/3.jpg", is_carousel_item: true },
      { media_type: "CAROUSEL", children: expect.stringMatching(/^igc\w+,igc\w+,igc\w+$/), caption: "Three" },
    ]);
    expect(under.fake.posts("instagram")[0]).toMatchObject({
      kind: "carousel",
      payload: { childParams: [{ image_url: "https://media.example.com/1.jpg" }, {}, {}] },
    });
  });

  it("refuses a post without media, GIFs, PDFs and a non-HTTPS URL before calling Instagram", async () => {
    const context = await linked();
    expect(await rejection(publishing().createPost(context, { text: "Text only", media: [] }))).toMatchObject({ kind: "validation" });
    expect(await rejection(publishing().uploadMedia(context, { ...file("image", "g.gif"), kind: "gif" }))).toMatchObject({
      kind: "unsupported",
    });
    expect(
      await rejection(publishing().uploadMedia(context, { ...file("image", "a.jpg"), publicUrl: "http://media.example.com/a.jpg" })),
    ).toMatchObject({
      kind: "validation",
    });
    const foreign: UploadedMedia = { platformMediaId: "12345", kind: "image" };
    expect(await rejection(publishing().createPost(context, { text: "x", media: [foreign] }))).toMatchObject({ kind: "validation" });
    expect(under.fake.requests("instagram")).toEqual([]);
  });

  it("reads the publishing quota at run time", async () => {
    const context = await linked();
    await publishing().createPost(context, { text: "One", media: await upload(context, file("image", "a.jpg")) });
    const graph = createGraphClient({
      http: under.deps.http,
      apiBase: () => under.deps.config.endpoints.api ?? "",
      mapError: (failure) => mapGraphError(failure, new Date(), "Instagram"),
    });
    expect(await readPublishingLimit(graph, context)).toEqual({ used: 1, total: 50 });
  });
});

describe("Instagram errors from the fake server", () => {
  it("maps a container ERROR, an EXPIRED container, a failed media fetch and the 24-hour limit", async () => {
    const context = await linked();
    const image = await upload(context, file("video", "v.mp4"));
    under.fake.setOptions("instagram", { containerStatus: "ERROR" });
    expect(await rejection(publishing().createPost(context, { text: "a", media: image }))).toMatchObject({
      kind: "media_processing",
      platformCode: "ERROR",
    });
    under.fake.setOptions("instagram", { containerStatus: "EXPIRED" });
    expect(await rejection(publishing().createPost(context, { text: "b", media: image }))).toMatchObject({
      kind: "media_processing",
      platformCode: "EXPIRED",
    });
    under.fake.setOptions("instagram", { containerStatus: undefined, fetchFails: true });
    expect(await rejection(publishing().createPost(context, { text: "c", media: image }))).toMatchObject({
      kind: "media_processing",
      platformCode: "2207052",
      retryable: true,
    });
    under.fake.setOptions("instagram", { fetchFails: false, quota: 0 });
    expect(await rejection(publishing().createPost(context, { text: "d", media: image }))).toMatchObject({
      kind: "rate_limited",
      platformCode: "2207042",
    });
    expect(under.fake.posts("instagram")).toEqual([]);
  });

  it("says auth_expired when the Page token is dead", async () => {
    const context = await linked();
    under.fake.revokeAll("facebook");
    expect(
      await rejection(publishing().createPost(context, { text: "x", media: await upload(context, file("image", "a.jpg")) })),
    ).toMatchObject({
      kind: "auth_expired",
      platformCode: "190",
    });
  });
});
