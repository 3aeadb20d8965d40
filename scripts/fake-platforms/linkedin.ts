// The fake LinkedIn: the 3-legged OAuth flow (refresh tokens only when the app is an approved
// partner: `POST /_options {"platform":"linkedin","partner":true}`), OpenID userinfo, organisation
// ACLs, the Images and Videos upload sequences (parts with ETags, finalize, processing) and the
// Posts API (create, read, delete, and find by author: GET /rest/posts?q=author&author=<urn>). Every
// /rest call must carry LinkedIn-Version and X-Restli-Protocol-Version: 2.0.0.
// Like LinkedIn, a commentary with an unescaped little-text character is silently cut there.
import type { FakeKit, FakePlatformModule, FakeRequest, FakeResponse } from "./fake-platform";
import { json } from "./fake-platform";

const ACCESS_SECONDS = 60 * 24 * 3600;
const REFRESH_SECONDS = 365 * 24 * 3600;
const DEFAULT_PART_BYTES = 4 * 1024 * 1024;

interface FakeOrganization {
  id: string;
  name: string;
  role: string;
}
const DEFAULT_ORGANIZATIONS: FakeOrganization[] = [
  { id: "2414183", name: "Wordloom Inc", role: "ADMINISTRATOR" },
  { id: "5550001", name: "Analyst Only Ltd", role: "ANALYST" },
];

interface FakeMedia {
  owner: string;
  kind: "image" | "video";
  status: "WAITING_UPLOAD" | "PROCESSING" | "AVAILABLE";
  parts: { firstByte: number; lastByte: number; etag?: string }[];
  pollsLeft: number;
}

const media = (kit: FakeKit) => kit.scratch("linkedin", "media", () => new Map<string, FakeMedia>());
const posts = (kit: FakeKit) =>
  kit.scratch(
    "linkedin",
    "posts",
    () => new Map<string, { author: string; commentary: string; lifecycleState: string; createdAt: number }>(),
  );
const organizations = (kit: FakeKit) => (kit.options("linkedin").organizations as FakeOrganization[] | undefined) ?? DEFAULT_ORGANIZATIONS;

const restError = (status: number, code: string, message: string, serviceErrorCode = 100): FakeResponse =>
  json(status, { status, serviceErrorCode, code, message });
const oauthError = (error: string, description: string) => json(400, { error, error_description: description });

/** What LinkedIn shows of a commentary: everything before the first unescaped little-text character. */
export function visibleCommentary(commentary: string): string {
  for (let index = 0; index < commentary.length; index += 1) {
    const char = commentary[index] ?? "";
    if (char === "\\") {
      index += 1;
    } else if ("()[]{}<>#*_~|@".includes(char)) {
      return commentary.slice(0, index);
    }
  }
  return commentary;
}

function token(request: FakeRequest, kit: FakeKit): FakeResponse {
  const form = request.form;
  if (!form.get("client_id") || !form.get("client_secret")) {
    return json(401, { error: "invalid_client", error_description: "Client authentication failed" });
  }
  const partner = kit.options("linkedin").partner === true;
  const withRefreshExpiry = (issued: ReturnType<FakeKit["issueTokens"]>) =>
    issued.refresh_token ? { ...issued, refresh_token_expires_in: REFRESH_SECONDS } : issued;
  if (form.get("grant_type") === "authorization_code") {
    const redeemed = kit.redeemCode("linkedin", form.get("code") ?? "", {
      clientId: form.get("client_id") ?? "",
      redirectUri: form.get("redirect_uri") ?? "",
    });
    if (!redeemed.ok) {
      return oauthError("invalid_grant", redeemed.error);
    }
    return json(
      200,
      withRefreshExpiry(kit.issueTokens("linkedin", { scope: redeemed.scope, accessTtlSeconds: ACCESS_SECONDS, refresh: partner })),
    );
  }
  if (form.get("grant_type") === "refresh_token") {
    const issued = kit.refreshTokens("linkedin", form.get("refresh_token") ?? "", { accessTtlSeconds: ACCESS_SECONDS, rotate: false });
    return issued
      ? json(200, issued)
      : oauthError("invalid_grant", "The provided authorization grant or refresh token is invalid, expired or revoked");
  }
  return oauthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
}

function www(request: FakeRequest, kit: FakeKit): FakeResponse | undefined {
  const route = `${request.method} ${request.path}`;
  if (route === "GET /oauth/v2/authorization") {
    return kit.authorizePage(request, "linkedin", { pkce: "none" });
  }
  if (route === "POST /oauth/v2/accessToken") {
    return token(request, kit);
  }
  if (route === "POST /oauth/v2/revoke") {
    kit.revokeToken("linkedin", request.form.get("token") ?? "");
    return { status: 200 };
  }
  const part = /^\/dms-uploads\/([^/]+)(?:\/part\/(\d+))?$/.exec(request.path);
  if (request.method === "PUT" && part?.[1]) {
    return upload(request, kit, decodeURIComponent(part[1]), part[2] === undefined ? undefined : Number(part[2]));
  }
  return undefined;
}

function upload(request: FakeRequest, kit: FakeKit, urn: string, partIndex: number | undefined): FakeResponse {
  if (!kit.isLiveAccessToken("linkedin", request.bearer)) {
    return restError(401, "INVALID_ACCESS_TOKEN", "Invalid access token", 65600);
  }
  const item = media(kit).get(urn);
  if (!item || item.status !== "WAITING_UPLOAD") {
    return restError(400, "UPLOAD_NOT_EXPECTED", `No upload is waiting for ${urn}`);
  }
  if (partIndex === undefined) {
    if (request.body.length === 0) {
      return restError(400, "EMPTY_UPLOAD", "The image is empty");
    }
    item.status = "AVAILABLE";
    return { status: 201 };
  }
  const part = item.parts[partIndex];
  if (!part || request.body.length !== part.lastByte - part.firstByte + 1) {
    return restError(400, "PART_SIZE_MISMATCH", `Part ${partIndex} must be ${part ? part.lastByte - part.firstByte + 1 : 0} bytes`);
  }
  part.etag = `"etag-${urn.split(":").at(-1)}-${partIndex}"`;
  return { status: 200, headers: { etag: part.etag } };
}

function isOwner(kit: FakeKit, owner: unknown): boolean {
  return (
    owner === `urn:li:person:${kit.user("linkedin").id}` ||
    organizations(kit).some((organization) => organization.role === "ADMINISTRATOR" && owner === `urn:li:organization:${organization.id}`)
  );
}

function initializeUpload(request: FakeRequest, kit: FakeKit, kind: "image" | "video"): FakeResponse {
  const init = (request.json as { initializeUploadRequest?: { owner?: unknown; fileSizeBytes?: unknown } } | undefined)
    ?.initializeUploadRequest;
  if (!init || !isOwner(kit, init.owner)) {
    return restError(403, "ACCESS_DENIED", "The member may not upload for this owner");
  }
  const urn = `urn:li:${kind}:${kit.nextId("C4")}`;
  const base = `${kit.baseUrl()}/www.linkedin.com/dms-uploads/${encodeURIComponent(urn)}`;
  if (kind === "image") {
    media(kit).set(urn, { owner: String(init.owner), kind, status: "WAITING_UPLOAD", parts: [], pollsLeft: 0 });
    return json(200, { value: { uploadUrlExpiresAt: Date.now() + 3_600_000, uploadUrl: base, image: urn } });
  }
  const size = Number(init.fileSizeBytes);
  if (!Number.isInteger(size) || size <= 0) {
    return restError(400, "INVALID_FILE_SIZE", "fileSizeBytes must be a positive integer");
  }
  const partBytes = Number(kit.options("linkedin").videoPartBytes ?? DEFAULT_PART_BYTES);
  const parts = Array.from({ length: Math.ceil(size / partBytes) }, (_, index) => ({
    firstByte: index * partBytes,
    lastByte: Math.min(size, (index + 1) * partBytes) - 1,
  }));
  const pollsLeft = Number(kit.options("linkedin").videoProcessingPolls ?? 1);
  media(kit).set(urn, { owner: String(init.owner), kind, status: "WAITING_UPLOAD", parts, pollsLeft });
  return json(200, {
    value: {
      video: urn,
      uploadToken: "",
      uploadUrlsExpireAt: Date.now() + 3_600_000,
      uploadInstructions: parts.map((part, index) => ({ ...part, uploadUrl: `${base}/part/${index}` })),
    },
  });
}

function finalizeUpload(request: FakeRequest, kit: FakeKit): FakeResponse {
  const finalize = (
    request.json as { finalizeUploadRequest?: { video?: string; uploadToken?: string; uploadedPartIds?: unknown } } | undefined
  )?.finalizeUploadRequest;
  const item = media(kit).get(finalize?.video ?? "");
  if (!finalize || !item || item.kind !== "video" || typeof finalize.uploadToken !== "string") {
    return restError(400, "INVALID_FINALIZE", "finalizeUploadRequest needs video, uploadToken and uploadedPartIds");
  }
  const expected = item.parts.map((part) => part.etag);
  if (JSON.stringify(finalize.uploadedPartIds) !== JSON.stringify(expected) || expected.some((etag) => !etag)) {
    return restError(400, "INVALID_PART_IDS", "uploadedPartIds must be every part's ETag, in order");
  }
  item.status = "PROCESSING";
  return { status: 200 };
}

function videoStatus(kit: FakeKit, urn: string): FakeResponse {
  const item = media(kit).get(urn);
  if (!item || item.kind !== "video") {
    return restError(404, "NOT_FOUND", `No video ${urn}`);
  }
  if (item.status === "PROCESSING") {
    if (kit.options("linkedin").videoFails === true) {
      return json(200, { id: urn, status: "PROCESSING_FAILED" });
    }
    item.pollsLeft -= 1;
    if (item.pollsLeft < 0) {
      item.status = "AVAILABLE";
    }
  }
  return json(200, { id: urn, status: item.status, owner: item.owner });
}

const VISIBILITIES = new Set(["PUBLIC", "CONNECTIONS", "LOGGED_IN", "CONTAINER"]);

function createPost(request: FakeRequest, kit: FakeKit): FakeResponse {
  const body = (request.json ?? {}) as Record<string, unknown>;
  const distribution = body.distribution as { feedDistribution?: unknown } | undefined;
  const problems = [
    !isOwner(kit, body.author) && "author must be the member or an organisation they administer",
    typeof body.commentary !== "string" && "commentary must be a string",
    !VISIBILITIES.has(String(body.visibility)) && "visibility is invalid",
    !distribution?.feedDistribution && "distribution.feedDistribution is required",
    body.lifecycleState !== "PUBLISHED" && "lifecycleState must be PUBLISHED",
  ].filter(Boolean);
  const content = body.content as
    { media?: { id?: string }; multiImage?: { images?: { id?: string }[] }; article?: { source?: string } } | undefined;
  const ids = [content?.media?.id, ...(content?.multiImage?.images ?? []).map((image) => image.id)].filter((id) => id !== undefined);
  const images = content?.multiImage?.images;
  if (images && (images.length < 2 || images.length > 20)) {
    problems.push("multiImage takes 2 to 20 images");
  }
  for (const id of ids) {
    if (media(kit).get(id ?? "")?.status !== "AVAILABLE") {
      problems.push(`${id} is not an available image or video`);
    }
  }
  if (problems.length > 0) {
    return restError(422, "UNPROCESSABLE_ENTITY", problems.join("; "));
  }
  const commentary = String(body.commentary);
  const author = String(body.author);
  if ([...posts(kit).values()].some((post) => post.author === author && post.commentary === commentary)) {
    return restError(422, "DUPLICATE_POST", "Content is a duplicate of an existing post");
  }
  const urn = `urn:li:share:${kit.nextId("7")}`;
  posts(kit).set(urn, { author, commentary, lifecycleState: "PUBLISHED", createdAt: Date.now() });
  kit.recordPost("linkedin", {
    id: urn,
    kind: "post",
    target: author,
    payload: { ...body, visibleCommentary: visibleCommentary(commentary) },
  });
  return { status: 201, headers: { "x-restli-id": urn } };
}

/** Find Posts by Authors: the author's posts, newest first (`count` ≤ 100, `start`). */
function postsByAuthor(request: FakeRequest, kit: FakeKit): FakeResponse {
  const author = request.query.get("author") ?? "";
  if (request.query.get("q") !== "author" || !author) {
    return restError(400, "QUERY_PARAM_NOT_ALLOWED", "q must be author, with an author URN");
  }
  if (!isOwner(kit, author)) {
    return restError(403, "ACCESS_DENIED", "Not enough permissions to read this author's posts");
  }
  const start = Number(request.query.get("start") ?? 0);
  const count = Math.min(100, Number(request.query.get("count") ?? 10));
  const mine = [...posts(kit).entries()].filter(([, post]) => post.author === author).sort(([, a], [, b]) => b.createdAt - a.createdAt);
  const elements = mine
    .slice(start, start + count)
    .map(([id, post]) => ({ id, ...post, publishedAt: post.createdAt, lastModifiedAt: post.createdAt }));
  return json(200, { elements, paging: { start, count, total: mine.length } });
}

function rest(request: FakeRequest, kit: FakeKit): FakeResponse | undefined {
  const version = request.headers["linkedin-version"];
  if (typeof version !== "string" || !/^\d{6}$/.test(version)) {
    return restError(400, "VERSION_MISSING", "A LinkedIn-Version header (YYYYMM) is required");
  }
  if (((kit.options("linkedin").sunsetVersions as string[] | undefined) ?? []).includes(version)) {
    return restError(426, "NONEXISTENT_VERSION", `Requested version ${version} is not active`);
  }
  if (request.headers["x-restli-protocol-version"] !== "2.0.0") {
    return restError(400, "PROTOCOL_VERSION", "X-Restli-Protocol-Version: 2.0.0 is required");
  }
  if (!kit.isLiveAccessToken("linkedin", request.bearer)) {
    return restError(401, "EXPIRED_ACCESS_TOKEN", "The token used in the request has expired", 65601);
  }
  const path = request.path.slice("/rest".length);
  const action = request.query.get("action");
  if (request.method === "GET" && path === "/organizationAcls") {
    if (request.query.get("q") !== "roleAssignee") {
      return restError(400, "QUERY_PARAM_NOT_ALLOWED", "q must be roleAssignee");
    }
    const role = request.query.get("role");
    const elements = organizations(kit)
      .filter((organization) => !role || organization.role === role)
      .map((organization) => ({
        organization: `urn:li:organization:${organization.id}`,
        role: organization.role,
        state: "APPROVED",
        roleAssignee: `urn:li:person:${kit.user("linkedin").id}`,
      }));
    return json(200, { elements, paging: { start: 0, count: elements.length, total: elements.length } });
  }
  const organization = /^\/organizations\/(\d+)$/.exec(path);
  if (request.method === "GET" && organization) {
    const found = organizations(kit).find((candidate) => candidate.id === organization[1]);
    return found
      ? json(200, { id: Number(found.id), localizedName: found.name, vanityName: found.name.toLowerCase() })
      : restError(404, "NOT_FOUND", "No organization");
  }
  if (request.method === "POST" && (path === "/images" || path === "/videos") && action === "initializeUpload") {
    return initializeUpload(request, kit, path === "/images" ? "image" : "video");
  }
  if (request.method === "POST" && path === "/videos" && action === "finalizeUpload") {
    return finalizeUpload(request, kit);
  }
  const video = /^\/videos\/([^/]+)$/.exec(path);
  if (request.method === "GET" && video?.[1]) {
    return videoStatus(kit, decodeURIComponent(video[1]));
  }
  if (request.method === "POST" && path === "/posts") {
    return createPost(request, kit);
  }
  if (request.method === "GET" && path === "/posts") {
    return postsByAuthor(request, kit);
  }
  const post = /^\/posts\/([^/]+)$/.exec(path);
  if (post?.[1]) {
    const urn = decodeURIComponent(post[1]);
    const found = posts(kit).get(urn);
    if (!found) {
      return restError(404, "NOT_FOUND", `No post ${urn}`);
    }
    if (request.method === "DELETE") {
      posts(kit).delete(urn);
      return { status: 204 };
    }
    return json(200, { id: urn, ...found });
  }
  return undefined;
}

export const fakeLinkedin: FakePlatformModule = {
  id: "linkedin",
  hosts: ["www.linkedin.com", "api.linkedin.com"],
  handle(request, kit) {
    if (request.host === "www.linkedin.com") {
      return www(request, kit);
    }
    if (request.method === "GET" && request.path === "/v2/userinfo") {
      if (!kit.isLiveAccessToken("linkedin", request.bearer)) {
        return restError(401, "INVALID_ACCESS_TOKEN", "Invalid access token", 65600);
      }
      const user = kit.user("linkedin");
      const [given = user.name, ...family] = user.name.split(" ");
      return json(200, {
        sub: user.id,
        name: user.name,
        given_name: given,
        family_name: family.join(" "),
        picture: user.pictureUrl,
        email: user.email,
        email_verified: true,
      });
    }
    return request.path.startsWith("/rest/") ? rest(request, kit) : undefined;
  },
};
