import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ONE_BYTE_PNG, linkThroughFake, useProviderAgainstFake, REDIRECT_URI } from "../../../../test/platform-contract";
import { createCodeVerifier, s256Challenge } from "../oauth-pkce";
import type { PlatformError } from "../platform-error";
import type { OAuthLinking, PostDraft, PublishContext } from "../provider";
import { GMAIL_DEFAULT_ENDPOINTS, gmailTestUsersOnly } from "./gmail-endpoints";
import { createGmailProvider } from "./gmail-provider";

const under = useProviderAgainstFake(createGmailProvider, GMAIL_DEFAULT_ENDPOINTS);

const linking = () => under.provider.linking as OAuthLinking;
const publishing = () => {
  if (!under.provider.publishing) {
    throw new Error("Gmail publishes");
  }
  return under.provider.publishing;
};
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a PlatformError"),
    (error: PlatformError) => error,
  );
const link = () => linkThroughFake(under.provider, { codeVerifier: createCodeVerifier() });
async function linked(): Promise<PublishContext> {
  const tokens = await link();
  return { tokens, profile: await under.provider.profile(tokens) };
}
const mailDraft = (mail: Partial<NonNullable<PostDraft["mail"]>> = {}): PostDraft => ({
  text: "",
  media: [],
  mail: { to: ["ann@example.com"], subject: "Our spring news", html: "<h1>Spring</h1><p>Hello!</p>", ...mail },
});

describe("Gmail linking", () => {
  it("asks for gmail.send (plus openid email) only, offline with consent and PKCE", () => {
    const verifier = createCodeVerifier();
    const url = new URL(linking().authorizationUrl({ state: "s", redirectUri: REDIRECT_URI, codeVerifier: verifier }));
    expect(url.pathname).toBe("/accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("scope")).toBe("openid email https://www.googleapis.com/auth/gmail.send");
    expect(url.searchParams.get("access_type")).toBe("offline");
    expect(url.searchParams.get("prompt")).toBe("consent");
    expect(url.searchParams.get("code_challenge")).toBe(s256Challenge(verifier));
  });

  it("links through the consent page and reads the sender's address; no targets", async () => {
    const tokens = await link();
    expect(tokens.accessToken).toMatch(/^gmail-access-/);
    expect(tokens.refreshToken).toMatch(/^gmail-refresh-/);
    const profile = await under.provider.profile(tokens);
    expect(profile).toEqual({
      platformUserId: "gmail-user-1",
      username: "fake.gmail@example.com",
      displayName: "Fake gmail user",
      pictureUrl: "https://example.com/gmail/avatar.png",
      isPremium: false,
    });
    expect(await under.provider.listTargets(tokens, profile)).toEqual([]);
    // Google's shared OAuth hosts answered as Gmail, not YouTube.
    expect(under.fake.requests("gmail").map((request) => `${request.method} ${request.host}${request.path}`)).toEqual([
      "GET accounts.google.com/o/oauth2/v2/auth",
      "POST oauth2.googleapis.com/token",
      "GET openidconnect.googleapis.com/v1/userinfo",
    ]);
    expect(under.fake.requests("youtube")).toEqual([]);
  });

  it("refreshes and keeps the refresh token; a revoked grant says auth_expired", async () => {
    const tokens = await link();
    const fresh = await linking().refresh(tokens);
    expect(fresh.refreshToken).toBe(tokens.refreshToken);
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    await linking().revoke(fresh);
    expect(await rejection(under.provider.profile(fresh))).toMatchObject({ kind: "auth_expired", platformCode: "authError" });
    expect(await rejection(linking().refresh(fresh))).toMatchObject({ kind: "auth_expired", platformCode: "invalid_grant" });
  });

  it("shows 'Only for test users' unless configured off", () => {
    expect(under.provider.notice).toBe("Only for test users");
    const verified = createGmailProvider({ ...under.deps, config: { ...under.deps.config, options: { testUsersOnly: "false" } } });
    expect(verified.notice).toBeUndefined();
    expect(gmailTestUsersOnly(undefined)).toBe(true);
    expect(gmailTestUsersOnly({ testUsersOnly: "true" })).toBe(true);
    expect(gmailTestUsersOnly({ testUsersOnly: "false" })).toBe(false);
    expect(gmailTestUsersOnly({ testUsersOnly: " OFF " })).toBe(false);
  });
});

describe("Gmail sending", () => {
  it("sends a base64url RFC 2822 message with an attachment, which the fake decodes", async () => {
    const context = await linked();
    const pdf = new Uint8Array(5000).map((_, index) => (index * 13) % 256);
    const post = await publishing().createPost(
      context,
      mailDraft({
        to: ["ann@example.com", "bob@example.org"],
        cc: ["cat@example.com"],
        bcc: ["dan@example.com"],
        subject: "Frühling ist da 🌷",
        attachments: [{ fileName: "brochure.pdf", mimeType: "application/pdf", bytes: pdf }],
      }),
    );
    expect(post.platformPostId).toMatch(/^18/);
    const send = under.fake.requests("gmail").at(-1);
    expect(send).toMatchObject({ method: "POST", host: "gmail.googleapis.com", path: "/gmail/v1/users/me/messages/send" });
    expect(Object.keys(send?.json as object)).toEqual(["raw"]);
    expect((send?.json as { raw: string }).raw).toMatch(/^[A-Za-z0-9_-]+$/);
    const [recorded] = under.fake.posts("gmail");
    expect(recorded).toMatchObject({ id: post.platformPostId, kind: "message" });
    expect(recorded?.payload).toEqual({
      from: "fake.gmail@example.com",
      to: ["ann@example.com", "bob@example.org"],
      cc: ["cat@example.com"],
      bcc: ["dan@example.com"],
      subject: "Frühling ist da 🌷",
      html: "<h1>Spring</h1><p>Hello!</p>",
      attachments: [
        { fileName: "brochure.pdf", mimeType: "application/pdf", bytes: 5000, sha256: createHash("sha256").update(pdf).digest("hex") },
      ],
    });
    expect(await publishing().postDetails(context, post.platformPostId)).toEqual({ state: "published" });
  });

  it("refuses before any call: no mail, no or too many recipients, and media uploads", async () => {
    const context = await linked();
    const before = under.fake.requests("gmail").length;
    expect(await rejection(publishing().createPost(context, { text: "x", media: [] }))).toMatchObject({ kind: "validation" });
    expect(await rejection(publishing().createPost(context, mailDraft({ to: [] })))).toMatchObject({ kind: "validation" });
    const many = Array.from({ length: 101 }, (_, index) => `r${index}@example.com`);
    expect(await rejection(publishing().createPost(context, mailDraft({ to: many })))).toMatchObject({ kind: "validation" });
    expect(await rejection(publishing().createPost(context, mailDraft({ to: ["not an address"] })))).toMatchObject({ kind: "validation" });
    expect(await rejection(publishing().uploadMedia(context, ONE_BYTE_PNG))).toMatchObject({ kind: "unsupported" });
    expect(under.fake.requests("gmail")).toHaveLength(before);
  });
});

describe("Gmail errors from the fake server", () => {
  it("maps the sending limit, the rate limit, an expired token and a 5xx after sending", async () => {
    const context = await linked();
    const fault = (status: number, reason: string, message: string) =>
      under.fake.addFault({
        platform: "gmail",
        pathIncludes: "/messages/send",
        mode: "respond",
        status,
        json: { error: { code: status, message, errors: [{ reason, message }] } },
      });
    fault(403, "limitExceeded", "Mail sending limit exceeded");
    const limit = await rejection(publishing().createPost(context, mailDraft()));
    expect(limit).toMatchObject({ kind: "rate_limited", platformCode: "limitExceeded", retryable: true });
    expect(((limit.resetAt?.getTime() ?? 0) - Date.now()) / 3_600_000).toBeCloseTo(24, 0);
    fault(429, "userRateLimitExceeded", "User-rate limit exceeded");
    expect(await rejection(publishing().createPost(context, mailDraft()))).toMatchObject({
      kind: "rate_limited",
      platformCode: "userRateLimitExceeded",
    });
    fault(500, "backendError", "Backend Error");
    expect(await rejection(publishing().createPost(context, mailDraft()))).toMatchObject({ kind: "server_error", ambiguous: true });
    under.fake.expireAccessTokens("gmail");
    expect(await rejection(publishing().createPost(context, mailDraft()))).toMatchObject({ kind: "auth_expired", status: 401 });
    expect(under.fake.posts("gmail")).toEqual([]);
  });
});
