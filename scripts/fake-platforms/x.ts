// The fake X (API v2): OAuth 2.0 with PKCE (required), rotating refresh tokens, revocation,
// GET /2/users/me, POST /2/tweets (body checked against CreatePostsRequest, x-schemas.ts), the
// chunked media upload (initialize → append → finalize → STATUS) and post reads and deletes.
// Options (POST /_options {platform:"x", …}): subscriptionType ("None" | "Premium" | …),
// mediaProcessing ("succeeded" | "failed"), processingPolls (STATUS answers in_progress this many times).
import type { FakeKit, FakePlatformModule, FakeRequest, FakeResponse } from "./fake-platform";
import { json } from "./fake-platform";
import { CreatePostsRequest, InitializeMediaUploadRequest, invalidRequest, MediaMetadataRequest } from "./x-schemas";

const ACCESS_TTL_SECONDS = 7200;

interface Upload {
  ownerToken: string;
  category: string;
  mediaType: string;
  totalBytes: number;
  segments: Map<number, number>;
  state: "initialized" | "pending" | "in_progress" | "succeeded" | "failed";
  pollsLeft: number;
}

interface XState {
  uploads: Map<string, Upload>;
  posts: Map<string, { id: string; text: string; userId: string; deleted: boolean }>;
  counter: number;
}

const problem = (status: number, title: string, detail: string, type = "about:blank"): FakeResponse =>
  json(status, { title, detail, type, status });

const unauthorized = () => problem(401, "Unauthorized", "Unauthorized", "about:blank");

const state = (kit: FakeKit) =>
  kit.scratch<XState>("x", "state", () => ({ uploads: new Map(), posts: new Map(), counter: 1_860_000_000_000_000_000 }));

const numericId = (kit: FakeKit) => {
  const scratch = state(kit);
  scratch.counter += 1;
  return String(scratch.counter);
};

/** Confidential clients authenticate with HTTP Basic; public clients send client_id in the body. */
const clientIdOf = (request: FakeRequest): string | undefined => {
  const header = request.headers.authorization;
  if (header?.startsWith("Basic ")) {
    const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
    const [id = "", secret = ""] = decoded.split(":");
    return id && secret ? decodeURIComponent(id) : undefined;
  }
  return request.form.get("client_id") ?? undefined;
};

const isForm = (request: FakeRequest) => String(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");

function token(request: FakeRequest, kit: FakeKit): FakeResponse {
  if (!isForm(request)) {
    return json(400, { error: "invalid_request", error_description: "Body must be application/x-www-form-urlencoded." });
  }
  const clientId = clientIdOf(request);
  if (!clientId) {
    return json(401, { error: "unauthorized_client", error_description: "Missing valid authorization header" });
  }
  const grant = request.form.get("grant_type");
  if (grant === "authorization_code") {
    const redeemed = kit.redeemCode("x", request.form.get("code") ?? "", {
      clientId,
      redirectUri: request.form.get("redirect_uri") ?? "",
      codeVerifier: request.form.get("code_verifier") ?? undefined,
    });
    if (!redeemed.ok) {
      return json(400, { error: "invalid_request", error_description: redeemed.error });
    }
    const offline = redeemed.scope.split(" ").includes("offline.access");
    return json(200, kit.issueTokens("x", { scope: redeemed.scope, accessTtlSeconds: ACCESS_TTL_SECONDS, refresh: offline }));
  }
  if (grant === "refresh_token") {
    const issued = kit.refreshTokens("x", request.form.get("refresh_token") ?? "", { accessTtlSeconds: ACCESS_TTL_SECONDS, rotate: true });
    return issued
      ? json(200, issued)
      : json(400, { error: "invalid_request", error_description: "Value passed for the token was invalid." });
  }
  return json(400, { error: "unsupported_grant_type", error_description: `grant_type ${grant ?? "(none)"} is not supported` });
}

function revoke(request: FakeRequest, kit: FakeKit): FakeResponse {
  if (!isForm(request) || !clientIdOf(request) || !request.form.get("token")) {
    return json(400, { error: "invalid_request", error_description: "token and client authentication are required" });
  }
  kit.revokeToken("x", request.form.get("token") ?? "");
  return json(200, { revoked: true });
}

function me(request: FakeRequest, kit: FakeKit): FakeResponse {
  const user = kit.user("x");
  const fields = new Set((request.query.get("user.fields") ?? "").split(",").filter(Boolean));
  const data: Record<string, unknown> = { id: user.id.replace(/\D/g, "") || "1001", name: user.name, username: user.username };
  if (fields.has("profile_image_url")) {
    data.profile_image_url = user.pictureUrl;
  }
  if (fields.has("verified")) {
    data.verified = false;
  }
  if (fields.has("subscription_type")) {
    data.subscription_type = (kit.options("x").subscriptionType as string | undefined) ?? "None";
  }
  return json(200, { data });
}

function createPost(request: FakeRequest, kit: FakeKit): FakeResponse {
  if (!String(request.headers["content-type"] ?? "").startsWith("application/json")) {
    return problem(400, "Invalid Request", "Content-Type must be application/json.");
  }
  const parsed = CreatePostsRequest.safeParse(request.json);
  if (!parsed.success) {
    return json(400, invalidRequest(parsed.error));
  }
  const body = parsed.data;
  const scratch = state(kit);
  const userId = kit.user("x").id;
  for (const mediaId of body.media?.media_ids ?? []) {
    if (scratch.uploads.get(mediaId)?.state !== "succeeded") {
      return problem(400, "Invalid Request", `Your media IDs are invalid: ${mediaId}.`);
    }
  }
  if (body.reply && !scratch.posts.has(body.reply.in_reply_to_tweet_id)) {
    return problem(400, "Invalid Request", "The post you are replying to does not exist.");
  }
  const text = body.text ?? "";
  if (text && [...scratch.posts.values()].some((post) => !post.deleted && post.userId === userId && post.text === text)) {
    return problem(403, "Forbidden", "You are not allowed to create a Tweet with duplicate content.");
  }
  const id = numericId(kit);
  scratch.posts.set(id, { id, text, userId, deleted: false });
  kit.recordPost("x", { id, kind: body.reply ? "reply" : "post", payload: body });
  return json(201, { data: { id, text, edit_history_tweet_ids: [id] } });
}

function initialize(request: FakeRequest, kit: FakeKit): FakeResponse {
  const parsed = InitializeMediaUploadRequest.safeParse(request.json);
  if (!parsed.success) {
    return json(400, invalidRequest(parsed.error));
  }
  const id = numericId(kit);
  state(kit).uploads.set(id, {
    ownerToken: request.bearer ?? "",
    category: parsed.data.media_category,
    mediaType: parsed.data.media_type,
    totalBytes: parsed.data.total_bytes,
    segments: new Map(),
    state: "initialized",
    pollsLeft: Number(kit.options("x").processingPolls ?? 1),
  });
  return json(200, { data: { id, media_key: `3_${id}`, expires_after_secs: 86_400 } });
}

async function append(request: FakeRequest, upload: Upload): Promise<FakeResponse> {
  const contentType = String(request.headers["content-type"] ?? "");
  if (!contentType.startsWith("multipart/form-data")) {
    return problem(400, "Invalid Request", "append takes multipart/form-data with media and segment_index.");
  }
  const form = await new Request("http://fake.invalid/", {
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(request.body),
  })
    .formData()
    .catch(() => undefined);
  const media = form?.get("media");
  const segment = Number(form?.get("segment_index"));
  if (!form || !(media instanceof Blob) || !Number.isInteger(segment) || segment < 0 || segment > 999) {
    return problem(400, "Invalid Request", "media (a file) and segment_index (0–999) are required.");
  }
  if (upload.state !== "initialized") {
    return problem(400, "Invalid Request", "This upload was already finalized.");
  }
  upload.segments.set(segment, media.size);
  return json(200, { data: { expires_at: Math.floor(Date.now() / 1000) + 86_400 } });
}

function finalize(id: string, upload: Upload): FakeResponse {
  const received = [...upload.segments.values()].reduce((sum, size) => sum + size, 0);
  const indexes = [...upload.segments.keys()].sort((a, b) => a - b);
  if (received !== upload.totalBytes || indexes.some((index, position) => index !== position)) {
    return problem(400, "Invalid Request", `Segments total ${received} bytes; total_bytes was ${upload.totalBytes}.`);
  }
  const processed = upload.category === "tweet_video" || upload.category === "tweet_gif";
  upload.state = processed ? "pending" : "succeeded";
  const data: Record<string, unknown> = { id, media_key: `3_${id}`, size: upload.totalBytes, expires_after_secs: 86_400 };
  if (processed) {
    data.processing_info = { state: "pending", check_after_secs: 1 };
  }
  return json(200, { data });
}

function status(upload: Upload, id: string, kit: FakeKit): FakeResponse {
  if (upload.state === "pending" || upload.state === "in_progress") {
    if (upload.pollsLeft > 0) {
      upload.pollsLeft -= 1;
      upload.state = "in_progress";
      return json(200, {
        data: { id, media_key: `3_${id}`, processing_info: { state: "in_progress", check_after_secs: 1, progress_percent: 50 } },
      });
    }
    upload.state = kit.options("x").mediaProcessing === "failed" ? "failed" : "succeeded";
  }
  const info: Record<string, unknown> = { state: upload.state === "failed" ? "failed" : "succeeded", progress_percent: 100 };
  if (upload.state === "failed") {
    info.error = { code: 1, name: "InvalidMedia", message: "Unsupported video codec" };
  }
  return json(200, { data: { id, media_key: `3_${id}`, processing_info: info } });
}

async function media(request: FakeRequest, kit: FakeKit): Promise<FakeResponse | undefined> {
  if (request.method === "POST" && request.path === "/2/media/upload/initialize") {
    return initialize(request, kit);
  }
  if (request.method === "POST" && request.path === "/2/media/metadata") {
    const parsed = MediaMetadataRequest.safeParse(request.json);
    if (!parsed.success) {
      return json(400, invalidRequest(parsed.error));
    }
    return state(kit).uploads.has(parsed.data.id)
      ? json(200, { data: { associated_metadata: true } })
      : problem(404, "Not Found", "Unknown media.");
  }
  if (request.method === "GET" && request.path === "/2/media/upload") {
    const id = request.query.get("media_id") ?? "";
    const upload = state(kit).uploads.get(id);
    if (request.query.get("command") !== "STATUS" || !upload) {
      return problem(400, "Invalid Request", "command=STATUS and a known media_id are required.");
    }
    return status(upload, id, kit);
  }
  const step = /^\/2\/media\/upload\/([0-9]+)\/(append|finalize)$/.exec(request.path);
  if (request.method === "POST" && step) {
    const [, id = "", command] = step;
    const upload = state(kit).uploads.get(id);
    if (!upload || upload.ownerToken !== request.bearer) {
      return problem(404, "Not Found", "Unknown media id.");
    }
    return command === "append" ? append(request, upload) : finalize(id, upload);
  }
  return undefined;
}

function tweetById(request: FakeRequest, kit: FakeKit, id: string): FakeResponse {
  const post = state(kit).posts.get(id);
  if (!post || post.deleted) {
    if (request.method === "DELETE") {
      return json(200, { data: { deleted: false } });
    }
    return json(200, {
      errors: [
        {
          title: "Not Found Error",
          detail: `Could not find tweet with id: [${id}].`,
          type: "https://api.twitter.com/2/problems/resource-not-found",
        },
      ],
    });
  }
  if (request.method === "DELETE") {
    post.deleted = true;
    return json(200, { data: { deleted: true } });
  }
  return json(200, {
    data: { id, text: post.text, public_metrics: { like_count: 0, reply_count: 0, retweet_count: 0, quote_count: 0, impression_count: 0 } },
  });
}

export const fakeX: FakePlatformModule = {
  id: "x",
  hosts: ["x.com", "api.x.com"],
  async handle(request, kit) {
    if (request.host === "x.com") {
      return request.method === "GET" && request.path === "/i/oauth2/authorize"
        ? kit.authorizePage(request, "x", { pkce: "required" })
        : undefined;
    }
    if (request.method === "POST" && request.path === "/2/oauth2/token") {
      return token(request, kit);
    }
    if (request.method === "POST" && request.path === "/2/oauth2/revoke") {
      return revoke(request, kit);
    }
    if (!kit.isLiveAccessToken("x", request.bearer)) {
      return unauthorized();
    }
    if (request.method === "GET" && request.path === "/2/users/me") {
      return me(request, kit);
    }
    if (request.method === "POST" && request.path === "/2/tweets") {
      return createPost(request, kit);
    }
    const timeline = /^\/2\/users\/([^/]+)\/tweets$/.exec(request.path);
    if (timeline && request.method === "GET") {
      // The user's recent posts, newest first (GET /2/users/:id/tweets; no created_at filtering here).
      const scratch = state(kit);
      const mine = [...scratch.posts.values()].filter((post) => !post.deleted && post.userId === kit.user("x").id).reverse();
      return json(200, { data: mine.slice(0, 100).map((post) => ({ id: post.id, text: post.text })), meta: { result_count: mine.length } });
    }
    const byId = /^\/2\/tweets\/([0-9]+)$/.exec(request.path);
    if (byId && (request.method === "GET" || request.method === "DELETE")) {
      return tweetById(request, kit, byId[1] ?? "");
    }
    return media(request, kit);
  },
};
