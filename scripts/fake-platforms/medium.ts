// The fake Medium (legacy API, Medium/medium-api-docs api.md): integration tokens only (a test or
// `npm run fake-platforms` registers them with POST /_tokens/register {platform:"medium", token}),
// sent as "Authorization: Bearer …" with Accept: application/json; GET /v1/me and
// POST /v1/users/{authorId}/posts, whose JSON body is checked field by field (title, contentFormat,
// content, at most 3 tags of ≤ 25 characters, publishStatus, canonicalUrl, license,
// notifyFollowers and nothing else). Stories are kept in /_posts. Errors look like Medium's:
// `{ errors: [{ message, code }] }`.
import type { FakeKit, FakePlatformModule, FakeRequest, FakeResponse } from "./fake-platform";
import { json } from "./fake-platform";

const HOST = "api.medium.com";
const FIELDS = new Set(["title", "contentFormat", "content", "tags", "canonicalUrl", "publishStatus", "license", "notifyFollowers"]);
const MAX_TITLE_CHARS = 100;

const mediumError = (status: number, code: number, message: string): FakeResponse => json(status, { errors: [{ message, code }] });
const invalid = (message: string) => mediumError(400, 6026, message);

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);

/** The body's problem, or undefined when it is a post Medium takes. */
function problemOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return "The body must be a JSON object.";
  }
  const post = body as Record<string, unknown>;
  const unknown = Object.keys(post).filter((key) => !FIELDS.has(key));
  if (unknown.length > 0) {
    return `Unknown fields: ${unknown.join(", ")}.`;
  }
  if (typeof post.title !== "string" || !post.title.trim() || post.title.length > MAX_TITLE_CHARS) {
    return `title is required, at most ${MAX_TITLE_CHARS} characters.`;
  }
  if (post.contentFormat !== "html" && post.contentFormat !== "markdown") {
    return "contentFormat must be html or markdown.";
  }
  if (typeof post.content !== "string" || !post.content.trim()) {
    return "content is required.";
  }
  if (post.tags !== undefined) {
    if (!Array.isArray(post.tags) || post.tags.some((tag) => typeof tag !== "string" || !tag || tag.length > 25)) {
      return "tags must be strings of at most 25 characters.";
    }
    // Medium would silently drop the rest: a provider that sends more has a bug.
    if (post.tags.length > 3) {
      return "Only the first 3 tags are used: send at most 3.";
    }
  }
  if (post.publishStatus !== undefined && !["public", "draft", "unlisted"].includes(post.publishStatus as string)) {
    return "publishStatus must be public, draft or unlisted.";
  }
  if (post.canonicalUrl !== undefined && (typeof post.canonicalUrl !== "string" || !URL.canParse(post.canonicalUrl))) {
    return "canonicalUrl must be a URL.";
  }
  if (post.notifyFollowers !== undefined && typeof post.notifyFollowers !== "boolean") {
    return "notifyFollowers must be a boolean.";
  }
  return undefined;
}

function createPost(request: FakeRequest, kit: FakeKit, authorId: string): FakeResponse {
  const user = kit.user("medium");
  if (authorId !== user.id) {
    return mediumError(403, 6027, "User does not have permission to publish on behalf of this author.");
  }
  if (!String(request.headers["content-type"] ?? "").startsWith("application/json")) {
    return invalid("Content-Type must be application/json.");
  }
  const problem = problemOf(request.json);
  if (problem) {
    return invalid(problem);
  }
  const post = request.json as {
    title: string;
    contentFormat: string;
    content: string;
    tags?: string[];
    canonicalUrl?: string;
    publishStatus?: string;
  };
  const id = kit.nextId().slice(0, 12);
  const url = `https://medium.com/@${user.username}/${slugOf(post.title)}-${id}`;
  const publishStatus = post.publishStatus ?? "public";
  kit.recordPost("medium", { id, kind: "story", target: user.id, payload: { ...post, publishStatus } });
  return json(201, {
    data: {
      id,
      title: post.title,
      authorId: user.id,
      tags: post.tags ?? [],
      url,
      canonicalUrl: post.canonicalUrl ?? "",
      publishStatus,
      publishedAt: Date.now(),
      license: "all-rights-reserved",
      licenseUrl: "https://policy.medium.com/medium-terms-of-service-9db0094a1e0f",
    },
  });
}

export const fakeMedium: FakePlatformModule = {
  id: "medium",
  hosts: [HOST],
  handle(request, kit) {
    const authorization = request.headers.authorization ?? "";
    if (!authorization.startsWith("Bearer ") || !kit.isLiveAccessToken("medium", request.bearer)) {
      return mediumError(401, 6003, "Token was invalid.");
    }
    if (!String(request.headers.accept ?? "").includes("application/json")) {
      return invalid("Accept must be application/json.");
    }
    if (request.method === "GET" && request.path === "/v1/me") {
      const user = kit.user("medium");
      return json(200, {
        data: {
          id: user.id,
          username: user.username,
          name: user.name,
          url: `https://medium.com/@${user.username}`,
          imageUrl: user.pictureUrl,
        },
      });
    }
    const posts = /^\/v1\/users\/([^/]+)\/posts$/.exec(request.path);
    if (request.method === "POST" && posts?.[1]) {
      return createPost(request, kit, decodeURIComponent(posts[1]));
    }
    return undefined;
  },
};
