// The fake Facebook: Facebook Login (dialog, code → short-lived token → fb_exchange_token), /me,
// /me/accounts with Page tokens, and Page publishing exactly as the Pages API documents it (photos
// unpublished then /feed with attached_media; videos by file_url), the Page's feed (GET /{page-id}/feed,
// newest first, `since` in Unix seconds), post details and deletion.
import type { FakeKit, FakePlatformModule, FakeRequest, FakeResponse } from "./fake-platform";
import { json } from "./fake-platform";
import { graphError, graphPath, invalidToken, metaPages, pageToken, tokenOwner } from "./meta-graph";

const SHORT_LIVED_SECONDS = 3600;
const LONG_LIVED_SECONDS = 60 * 24 * 3600;
const LIST_PAGE_SIZE = 25;
const FEED_FIELDS = new Set(["message", "link", "attached_media", "published", "scheduled_publish_time"]);

interface FakePhoto {
  pageId: string;
  url: string;
  attached: boolean;
}
interface FakePost {
  pageId: string;
  kind: "feed" | "video";
  message: string;
  createdAt: number;
}

const photos = (kit: FakeKit) => kit.scratch("facebook", "photos", () => new Map<string, FakePhoto>());
const posts = (kit: FakeKit) => kit.scratch("facebook", "posts", () => new Map<string, FakePost>());
const isHttpsUrl = (value: unknown) => typeof value === "string" && URL.canParse(value) && new URL(value).protocol === "https:";

function token(request: FakeRequest, kit: FakeKit): FakeResponse {
  const query = request.query;
  if (!query.get("client_id") || !query.get("client_secret")) {
    return graphError(400, 101, "Missing client_id or client_secret.");
  }
  if (query.get("grant_type") === "fb_exchange_token") {
    const owner = tokenOwner(kit, query.get("fb_exchange_token") ?? undefined);
    if (owner?.kind !== "user") {
      return invalidToken();
    }
    return json(200, { ...issued(kit, LONG_LIVED_SECONDS), token_type: "bearer" });
  }
  const redeemed = kit.redeemCode("facebook", query.get("code") ?? "", {
    clientId: query.get("client_id") ?? "",
    redirectUri: query.get("redirect_uri") ?? "",
  });
  if (!redeemed.ok) {
    return graphError(400, 100, `Invalid verification code format. (${redeemed.error})`, 36007);
  }
  return json(200, { ...issued(kit, SHORT_LIVED_SECONDS, redeemed.scope), token_type: "bearer" });
}

const issued = (kit: FakeKit, ttl: number, scope = "") => {
  const tokens = kit.issueTokens("facebook", { scope, accessTtlSeconds: ttl, refresh: false });
  return { access_token: tokens.access_token, expires_in: tokens.expires_in };
};

function accounts(request: FakeRequest, kit: FakeKit): FakeResponse {
  const fields = new Set((request.query.get("fields") ?? "id,name").split(","));
  const start = Number(request.query.get("after") ?? 0);
  const all = metaPages(kit);
  const slice = all.slice(start, start + LIST_PAGE_SIZE);
  const data = slice.map((page) => ({
    id: page.id,
    name: page.name,
    ...(fields.has("access_token") ? { access_token: pageToken(kit, page.id) } : {}),
    ...(fields.has("tasks") ? { tasks: page.tasks } : {}),
    ...(fields.has("picture") ? { picture: { data: { url: `https://example.com/pages/${page.id}.png` } } } : {}),
    ...([...fields].some((field) => field.startsWith("instagram_business_account")) && page.instagram
      ? { instagram_business_account: page.instagram }
      : {}),
  }));
  const next = start + LIST_PAGE_SIZE < all.length ? String(start + LIST_PAGE_SIZE) : undefined;
  return json(200, {
    data,
    paging: { cursors: { before: String(start), after: next ?? String(start + slice.length) }, ...(next ? { next: "more" } : {}) },
  });
}

function uploadPhoto(request: FakeRequest, kit: FakeKit, pageId: string): FakeResponse {
  const body = request.json as Record<string, unknown> | undefined;
  if (!body || !isHttpsUrl(body.url)) {
    return graphError(400, 100, "(#100) url must be a public https URL of the photo.");
  }
  if (body.published !== false) {
    return graphError(400, 100, "(#100) Upload photos for a multi-photo post with published=false.");
  }
  const id = kit.nextId("ph");
  photos(kit).set(id, { pageId, url: String(body.url), attached: false });
  return json(200, { id });
}

function feed(request: FakeRequest, kit: FakeKit, pageId: string): FakeResponse {
  const body = (request.json ?? {}) as Record<string, unknown>;
  const unknown = Object.keys(body).find((key) => !FEED_FIELDS.has(key));
  if (unknown) {
    return graphError(400, 100, `(#100) Param ${unknown} is not valid for /feed.`);
  }
  const media = body.attached_media;
  if (media !== undefined && (!Array.isArray(media) || media.length === 0 || media.length > 10)) {
    return graphError(400, 100, "(#100) attached_media must list 1 to 10 photos.");
  }
  for (const item of (media ?? []) as { media_fbid?: unknown }[]) {
    const photo = photos(kit).get(String(item.media_fbid));
    if (!photo || photo.pageId !== pageId || photo.attached) {
      return graphError(400, 100, `(#100) media_fbid ${String(item.media_fbid)} is not an unpublished photo of this Page.`);
    }
  }
  const message = typeof body.message === "string" ? body.message : "";
  if (!message && !body.link && !media) {
    return graphError(400, 100, "(#100) A post needs a message, a link or attached_media.");
  }
  const duplicate = !media && [...posts(kit).values()].some((post) => post.pageId === pageId && post.message === message && message !== "");
  if (duplicate) {
    return graphError(400, 506, "Duplicate status message");
  }
  for (const item of (media ?? []) as { media_fbid: string }[]) {
    const photo = photos(kit).get(item.media_fbid);
    if (photo) {
      photo.attached = true;
    }
  }
  const id = `${pageId}_${kit.nextId()}`;
  posts(kit).set(id, { pageId, kind: "feed", message, createdAt: Date.now() });
  kit.recordPost("facebook", { id, kind: "feed", target: pageId, payload: body });
  return json(200, { id });
}

function video(request: FakeRequest, kit: FakeKit, pageId: string): FakeResponse {
  const body = (request.json ?? {}) as Record<string, unknown>;
  if (!isHttpsUrl(body.file_url)) {
    return graphError(400, 100, "(#100) file_url must be a public https URL of the video.");
  }
  const id = kit.nextId("v");
  posts(kit).set(id, {
    pageId,
    kind: "video",
    message: typeof body.description === "string" ? body.description : "",
    createdAt: Date.now(),
  });
  kit.recordPost("facebook", { id, kind: "video", target: pageId, payload: body });
  return json(200, { id });
}

/** Graph's created_time: "2026-11-29T10:00:00+0000". */
const graphTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+0000");

/** GET /{page-id}/feed: the Page's posts, newest first, from `since` (Unix seconds) when given. */
function pageFeed(request: FakeRequest, kit: FakeKit, pageId: string): FakeResponse {
  const since = Number(request.query.get("since") ?? 0) * 1000;
  const limit = Math.min(100, Number(request.query.get("limit") ?? LIST_PAGE_SIZE));
  const data = [...posts(kit).entries()]
    .filter(([, post]) => post.pageId === pageId && post.createdAt >= since)
    .sort(([, a], [, b]) => b.createdAt - a.createdAt)
    .slice(0, limit)
    .map(([id, post]) => ({
      id,
      message: post.message,
      created_time: graphTime(post.createdAt),
      permalink_url: `https://www.facebook.com/${id}`,
    }));
  return json(200, { data, paging: {} });
}

function pageCall(request: FakeRequest, kit: FakeKit, pageId: string, edge: string): FakeResponse | undefined {
  const owner = tokenOwner(kit, request.bearer);
  if (!owner) {
    return invalidToken();
  }
  if (owner.kind !== "page" || owner.pageId !== pageId) {
    return graphError(403, 200, "(#200) Publishing to a Page needs that Page's access token with pages_manage_posts.");
  }
  if (request.method === "GET" && edge === "feed") {
    return pageFeed(request, kit, pageId);
  }
  if (request.method !== "POST") {
    return undefined;
  }
  return edge === "photos" ? uploadPhoto(request, kit, pageId) : edge === "feed" ? feed(request, kit, pageId) : video(request, kit, pageId);
}

function postObject(request: FakeRequest, kit: FakeKit, id: string): FakeResponse {
  const owner = tokenOwner(kit, request.bearer);
  if (!owner) {
    return invalidToken();
  }
  const post = posts(kit).get(id);
  if (!post) {
    return graphError(400, 100, `Unsupported get request. Object with ID '${id}' does not exist.`, 33);
  }
  if (request.method === "DELETE") {
    posts(kit).delete(id);
    return json(200, { success: true });
  }
  const options = kit.options("facebook");
  return json(200, {
    id,
    permalink_url: `https://www.facebook.com/${id}`,
    likes: { data: [], summary: { total_count: Number(options.likes ?? 0), can_like: true, has_liked: false } },
    comments: { data: [], summary: { order: "chronological", total_count: Number(options.comments ?? 0), can_comment: true } },
  });
}

function graph(request: FakeRequest, kit: FakeKit): FakeResponse | undefined {
  const versioned = graphPath(request);
  if (!versioned) {
    return graphError(400, 2500, "Unknown path components: the Graph API version is missing.");
  }
  const { path } = versioned;
  const route = `${request.method} ${path}`;
  if (route === "GET /oauth/access_token") {
    return token(request, kit);
  }
  const owner = tokenOwner(kit, request.bearer);
  if (route === "GET /me") {
    const user = kit.user("facebook");
    return owner ? json(200, { id: user.id, name: user.name, picture: { data: { url: user.pictureUrl } } }) : invalidToken();
  }
  if (route === "GET /me/accounts") {
    return owner?.kind === "user" ? accounts(request, kit) : invalidToken();
  }
  if (route === "DELETE /me/permissions") {
    return owner && request.bearer && kit.revokeToken("facebook", request.bearer) ? json(200, { success: true }) : invalidToken();
  }
  const edge = /^\/([^/]+)\/(photos|feed|videos)$/.exec(path);
  if (edge?.[1] && edge[2]) {
    return pageCall(request, kit, edge[1], edge[2]);
  }
  const object = /^\/([^/]+)$/.exec(path);
  if (object?.[1] && (request.method === "GET" || request.method === "DELETE")) {
    return postObject(request, kit, object[1]);
  }
  return undefined;
}

export const fakeFacebook: FakePlatformModule = {
  id: "facebook",
  hosts: ["www.facebook.com", "graph.facebook.com"],
  handle(request, kit) {
    if (request.host === "www.facebook.com") {
      return /^\/v\d+\.\d+\/dialog\/oauth$/.test(request.path) && request.method === "GET"
        ? kit.authorizePage(request, "facebook", { pkce: "none" })
        : undefined;
    }
    return graph(request, kit);
  },
};
