import { describe, expect, it } from "vitest";
import { ONE_BYTE_PNG, useProviderAgainstFake } from "../../../../test/platform-contract";
import type { PlatformError } from "../platform-error";
import type { PostDraft, PublishContext, TokenLinking } from "../provider";
import { MEDIUM_DEFAULT_ENDPOINTS } from "./medium-endpoints";
import { createMediumProvider } from "./medium-provider";

const TOKEN = "2a5f0c3e1b4d6f8a9c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d1f3a5";

const under = useProviderAgainstFake(createMediumProvider, MEDIUM_DEFAULT_ENDPOINTS, (fake) => fake.fake.registerToken("medium", TOKEN));

const linking = () => under.provider.linking as TokenLinking;
const publishing = () => {
  if (!under.provider.publishing) {
    throw new Error("Medium publishes");
  }
  return under.provider.publishing;
};
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a PlatformError"),
    (error: PlatformError) => error,
  );
async function linked(): Promise<PublishContext> {
  const tokens = { accessToken: TOKEN };
  return { tokens, profile: await under.provider.profile(tokens) };
}
const story = (draft: Partial<PostDraft> = {}): PostDraft => ({
  title: "Five lessons from a year of writing",
  text: "<h1>Five lessons</h1><p>One: write every day.</p>",
  media: [],
  ...draft,
});

describe("Medium linking by integration token", () => {
  it("verifies the token with GET /v1/me as a bearer token and reads the profile; no targets", async () => {
    expect(linking()).toMatchObject({ kind: "token" });
    await linking().verify(TOKEN);
    const profile = await under.provider.profile({ accessToken: TOKEN });
    expect(profile).toEqual({
      platformUserId: "medium-user-1",
      username: "fake_medium_user",
      displayName: "Fake medium user",
      pictureUrl: "https://example.com/medium/avatar.png",
      isPremium: false,
    });
    expect(await under.provider.listTargets({ accessToken: TOKEN }, profile)).toEqual([]);
    const [me] = under.fake.requests("medium");
    expect(me).toMatchObject({ method: "GET", host: "api.medium.com", path: "/v1/me" });
    expect(me?.headers).toMatchObject({ authorization: "Bearer ***", accept: "application/json", "accept-charset": "utf-8" });
  });

  it("a token Medium refuses is auth_expired with Medium's words", async () => {
    expect(await rejection(linking().verify("not-a-token-medium-knows-at-all"))).toMatchObject({
      kind: "auth_expired",
      status: 401,
      platformCode: "6003",
      message: "Medium: Token was invalid.",
    });
    under.fake.revokeAll("medium");
    expect(await rejection(under.provider.profile({ accessToken: TOKEN }))).toMatchObject({ kind: "auth_expired" });
  });
});

describe("Medium stories", () => {
  it("posts HTML to /v1/users/{authorId}/posts with the first 3 tags, the canonical URL and the status", async () => {
    const context = await linked();
    const post = await publishing().createPost(
      context,
      story({
        tags: ["writing", "habits", "a-tag-far-longer-than-twenty-five-characters", "productivity", "fourth"],
        link: "https://blog.example.com/five-lessons",
        options: { publishStatus: "draft" },
      }),
    );
    expect(post.url).toMatch(/^https:\/\/medium\.com\/@fake_medium_user\/five-lessons-from-a-year-of-writing-/);
    const request = under.fake.requests("medium").at(-1);
    expect(request).toMatchObject({ method: "POST", path: "/v1/users/medium-user-1/posts" });
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.json).toEqual({
      title: "Five lessons from a year of writing",
      contentFormat: "html",
      content: "<h1>Five lessons</h1><p>One: write every day.</p>",
      tags: ["writing", "habits", "productivity"],
      publishStatus: "draft",
      canonicalUrl: "https://blog.example.com/five-lessons",
    });
    expect(under.fake.posts("medium")).toEqual([
      expect.objectContaining({ id: post.platformPostId, kind: "story", payload: expect.objectContaining({ publishStatus: "draft" }) }),
    ]);
    expect(await publishing().postDetails(context, post.platformPostId)).toEqual({
      state: "published",
      url: `https://medium.com/p/${post.platformPostId}`,
    });
  });

  it("publishes publicly by default and without a canonical URL when the draft has no link", async () => {
    const context = await linked();
    await publishing().createPost(context, story({ options: { publishStatus: "unlisted" } }));
    await publishing().createPost(context, story());
    const [unlisted, plain] = under.fake.requests("medium").filter((request) => request.method === "POST");
    expect(unlisted?.json).toMatchObject({ publishStatus: "unlisted" });
    expect(plain?.json).toEqual(expect.objectContaining({ publishStatus: "public", tags: [] }));
    expect(plain?.json).not.toHaveProperty("canonicalUrl");
  });

  it("refuses before any call: no title, no content, an unknown status, media uploads", async () => {
    const context = await linked();
    const before = under.fake.requests("medium").length;
    expect(await rejection(publishing().createPost(context, story({ title: " " })))).toMatchObject({ kind: "validation" });
    expect(await rejection(publishing().createPost(context, story({ text: "" })))).toMatchObject({ kind: "validation" });
    expect(await rejection(publishing().createPost(context, story({ options: { publishStatus: "secret" } })))).toMatchObject({
      kind: "validation",
    });
    expect(await rejection(publishing().uploadMedia(context, ONE_BYTE_PNG))).toMatchObject({ kind: "unsupported" });
    expect(under.fake.requests("medium")).toHaveLength(before);
  });
});

describe("Medium errors from the fake server", () => {
  const fault = (status: number, json: unknown, headers?: Record<string, string>) =>
    under.fake.addFault({ platform: "medium", pathIncludes: "/posts", mode: "respond", status, json, headers });

  it.each([
    { status: 400, code: 6026, kind: "validation" },
    { status: 401, code: 6003, kind: "auth_expired" },
    { status: 403, code: 6027, kind: "auth_expired" },
    { status: 429, code: 6029, kind: "rate_limited" },
    { status: 500, code: 5000, kind: "server_error" },
    { status: 503, code: 5003, kind: "server_error" },
  ])("$status → $kind", async ({ status, code, kind }) => {
    const context = await linked();
    fault(status, { errors: [{ message: `injected ${status}`, code }] }, status === 429 ? { "retry-after": "300" } : undefined);
    const error = await rejection(publishing().createPost(context, story()));
    expect(error).toMatchObject({ kind, status, platformCode: String(code), message: `Medium: injected ${status}` });
    if (kind === "rate_limited") {
      expect(((error.resetAt?.getTime() ?? 0) - Date.now()) / 1000).toBeCloseTo(300, -1);
    }
    if (kind === "server_error") {
      expect(error.ambiguous).toBe(true);
    }
    expect(under.fake.posts("medium")).toEqual([]);
  });

  it("a timeout after Medium created the story is an ambiguous network error; the story exists", async () => {
    const context = await linked();
    under.fake.addFault({ platform: "medium", pathIncludes: "/posts", mode: "timeout_after" });
    expect(await rejection(publishing().createPost(context, story()))).toMatchObject({ kind: "network", ambiguous: true });
    expect(under.fake.posts("medium")).toHaveLength(1);
  });

  it("another author's id is refused by the fake as Medium would (403)", async () => {
    const context = await linked();
    const error = await rejection(
      publishing().createPost({ ...context, profile: { ...context.profile, platformUserId: "someone-else" } }, story()),
    );
    expect(error).toMatchObject({ kind: "auth_expired", status: 403 });
  });
});
