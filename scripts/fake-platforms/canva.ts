// The fake Canva Connect: OAuth 2.0 with PKCE (method spelled `s256`, as Canva documents it), a
// Basic-authenticated token endpoint with single-use (rotating) refresh tokens, revocation,
// GET /rest/v1/users/me and /users/me/profile, GET /rest/v1/designs with continuation paging, and
// export jobs (POST /rest/v1/exports, GET /rest/v1/exports/{id}) that answer in_progress before
// their outcome. Errors are Canva's `{ code, message }`.
// Options (POST /_options {platform:"canva", …}): exportPolls (in_progress answers before the
// outcome, default 1), exportOutcome ("success" | "failed"), exportErrorCode (default "license_required").
import type { FakeKit, FakePlatformModule, FakeRequest, FakeResponse, IssuedTokens } from "./fake-platform";
import { json } from "./fake-platform";

const ACCESS_TTL_SECONDS = 14_400;
const DESIGNS_PER_PAGE = 2;
const KNOWN_SCOPES = new Set(["design:meta:read", "design:content:read", "design:content:write", "profile:read", "asset:read"]);
const EXPORT_TYPES = new Set(["pdf", "jpg", "png", "gif", "pptx", "mp4"]);
const MP4_QUALITIES = new Set([
  "horizontal_480p",
  "horizontal_720p",
  "horizontal_1080p",
  "horizontal_4k",
  "vertical_480p",
  "vertical_720p",
  "vertical_1080p",
  "vertical_4k",
]);

interface FakeDesign {
  id: string;
  title: string;
  pageCount: number;
}

const DESIGNS: readonly FakeDesign[] = [
  { id: "DAFakeSpring1", title: "Spring sale banner", pageCount: 1 },
  { id: "DAFakeSpring2", title: "Spring newsletter header", pageCount: 1 },
  { id: "DAFakeDeck001", title: "Quarterly review deck", pageCount: 3 },
  { id: "DAFakeStory01", title: "Spring story", pageCount: 2 },
  { id: "DAFakeLogo001", title: "Logo draft", pageCount: 1 },
];

interface ExportJob {
  id: string;
  designId: string;
  type: string;
  pollsLeft: number;
  outcome: "success" | "failed";
  errorCode: string;
}

const canvaError = (status: number, code: string, message: string): FakeResponse => json(status, { code, message });

const jobs = (kit: FakeKit) => kit.scratch<Map<string, ExportJob>>("canva", "exports", () => new Map());

/** The scopes each access token was granted, so an endpoint can answer 403 missing_scope like Canva. */
const grantedScopes = (kit: FakeKit) => kit.scratch<Map<string, string>>("canva", "scopes", () => new Map());

const issued = (kit: FakeKit, tokens: IssuedTokens): FakeResponse => {
  grantedScopes(kit).set(tokens.access_token, tokens.scope);
  return json(200, { ...tokens, token_type: "Bearer" });
};

/** The scope each endpoint needs (canva.dev/docs/connect/api-reference: "Authorization scopes"). */
const REQUIRED_SCOPE: readonly { method: string; path: RegExp; scope: string }[] = [
  { method: "GET", path: /^\/rest\/v1\/users\/me\/profile$/, scope: "profile:read" },
  { method: "GET", path: /^\/rest\/v1\/designs$/, scope: "design:meta:read" },
  { method: "POST", path: /^\/rest\/v1\/exports$/, scope: "design:content:read" },
  { method: "GET", path: /^\/rest\/v1\/exports\/[^/]+$/, scope: "design:content:read" },
];

const missingScope = (request: FakeRequest, kit: FakeKit): string | undefined => {
  const needed = REQUIRED_SCOPE.find((rule) => rule.method === request.method && rule.path.test(request.path))?.scope;
  const granted = (grantedScopes(kit).get(request.bearer ?? "") ?? "").split(" ");
  return needed && !granted.includes(needed) ? needed : undefined;
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const isForm = (request: FakeRequest) => String(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");

/** The token and revoke endpoints take `Authorization: Basic base64(client_id:client_secret)`. */
const basicClientId = (request: FakeRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header?.startsWith("Basic ")) {
    return undefined;
  }
  const [id = "", secret = ""] = Buffer.from(header.slice(6), "base64").toString("utf8").split(":");
  return id && secret ? decodeURIComponent(id) : undefined;
};

function authorize(request: FakeRequest, kit: FakeKit): FakeResponse {
  const problems: string[] = [];
  if (request.query.get("code_challenge_method") !== "s256") {
    problems.push("code_challenge_method must be s256");
  }
  const scopes = (request.query.get("scope") ?? "").split(" ").filter(Boolean);
  if (scopes.length === 0 || scopes.some((scope) => !KNOWN_SCOPES.has(scope))) {
    problems.push(`scope must list known Canva scopes, got "${request.query.get("scope") ?? ""}"`);
  }
  if (problems.length > 0) {
    return {
      status: 400,
      headers: { "content-type": "text/html; charset=utf-8" },
      text: `<h1>Invalid request</h1><p>${escapeHtml(problems.join("; "))}</p>`,
    };
  }
  // The kit checks the RFC spelling; Canva's lower-case one was checked above.
  const query = new URLSearchParams(request.query);
  query.set("code_challenge_method", "S256");
  return kit.authorizePage({ ...request, query }, "canva", { pkce: "required" });
}

function token(request: FakeRequest, kit: FakeKit): FakeResponse {
  if (!isForm(request)) {
    return canvaError(400, "invalid_request", "Body must be application/x-www-form-urlencoded.");
  }
  const clientId = basicClientId(request);
  if (!clientId) {
    return canvaError(401, "invalid_client", "Client authentication (Basic client_id:client_secret) is required.");
  }
  const grant = request.form.get("grant_type");
  if (grant === "authorization_code") {
    const verifier = request.form.get("code_verifier");
    if (!verifier) {
      return canvaError(400, "invalid_request", "code_verifier is required.");
    }
    const redeemed = kit.redeemCode("canva", request.form.get("code") ?? "", {
      clientId,
      redirectUri: request.form.get("redirect_uri") ?? "",
      codeVerifier: verifier,
    });
    if (!redeemed.ok) {
      return canvaError(400, "invalid_grant", redeemed.error);
    }
    return issued(kit, kit.issueTokens("canva", { scope: redeemed.scope, accessTtlSeconds: ACCESS_TTL_SECONDS, refresh: true }));
  }
  if (grant === "refresh_token") {
    // Single-use: the answer carries a new refresh token and the one sent dies.
    const fresh = kit.refreshTokens("canva", request.form.get("refresh_token") ?? "", {
      accessTtlSeconds: ACCESS_TTL_SECONDS,
      rotate: true,
    });
    return fresh ? issued(kit, fresh) : canvaError(400, "invalid_grant", "The refresh token is invalid, used or revoked.");
  }
  return canvaError(400, "unsupported_grant_type", `grant_type ${grant ?? "(none)"} is not supported.`);
}

function revoke(request: FakeRequest, kit: FakeKit): FakeResponse {
  if (!isForm(request) || !request.form.get("token")) {
    return canvaError(400, "invalid_request", "A form body with token is required.");
  }
  if (!basicClientId(request)) {
    return canvaError(401, "invalid_client", "Client authentication (Basic client_id:client_secret) is required.");
  }
  kit.revokeToken("canva", request.form.get("token") ?? "");
  return json(200, {});
}

function listDesigns(request: FakeRequest): FakeResponse {
  const unknown = [...request.query.keys()].filter((key) => !["query", "continuation", "ownership", "sort_by"].includes(key));
  if (unknown.length > 0) {
    return canvaError(400, "invalid_query_parameters", `Unknown query parameters: ${unknown.join(", ")}.`);
  }
  const query = request.query.get("query") ?? "";
  if (query.length > 255) {
    return canvaError(400, "invalid_field", "query must be at most 255 characters.");
  }
  const matching = DESIGNS.filter((design) => design.title.toLowerCase().includes(query.toLowerCase()));
  let offset = 0;
  const continuation = request.query.get("continuation");
  if (continuation) {
    const [at, forQuery] = Buffer.from(continuation, "base64url").toString("utf8").split("|");
    offset = Number(at);
    if (!Number.isInteger(offset) || offset <= 0 || forQuery !== query) {
      return canvaError(400, "invalid_field", "continuation is invalid for this query.");
    }
  }
  const items = matching.slice(offset, offset + DESIGNS_PER_PAGE).map((design) => ({
    id: design.id,
    title: design.title,
    owner: { user_id: "oUfakeCanvaUser", team_id: "oBfakeCanvaTeam" },
    thumbnail: { width: 595, height: 335, url: `https://document-export.canva.com/${design.id}/thumbnail/0001.png` },
    urls: { edit_url: `https://www.canva.com/design/${design.id}/edit`, view_url: `https://www.canva.com/design/${design.id}/view` },
    created_at: 1_767_225_600,
    updated_at: 1_767_225_600,
    page_count: design.pageCount,
  }));
  const next = offset + DESIGNS_PER_PAGE;
  return json(200, next < matching.length ? { continuation: Buffer.from(`${next}|${query}`).toString("base64url"), items } : { items });
}

const exportFormatProblem = (format: unknown): string | undefined => {
  if (typeof format !== "object" || format === null) {
    return "format must be an object";
  }
  const { type, quality } = format as { type?: unknown; quality?: unknown };
  if (typeof type !== "string" || !EXPORT_TYPES.has(type)) {
    return `format.type must be one of ${[...EXPORT_TYPES].join(", ")}`;
  }
  if (type === "jpg" && !(Number.isInteger(quality) && (quality as number) >= 1 && (quality as number) <= 100)) {
    return "format.quality must be an integer from 1 to 100 for jpg";
  }
  if (type === "mp4" && !(typeof quality === "string" && MP4_QUALITIES.has(quality))) {
    return "format.quality must be a named video quality for mp4";
  }
  return undefined;
};

function startExport(request: FakeRequest, kit: FakeKit): FakeResponse {
  if (!String(request.headers["content-type"] ?? "").startsWith("application/json")) {
    return canvaError(400, "invalid_header_value", "Content-Type must be application/json.");
  }
  const body = request.json as { design_id?: unknown; format?: unknown } | undefined;
  if (typeof body?.design_id !== "string" || !body.design_id) {
    return canvaError(400, "invalid_field", "design_id is required.");
  }
  const problem = exportFormatProblem(body.format);
  if (problem) {
    return canvaError(400, "invalid_field", problem);
  }
  if (!DESIGNS.some((design) => design.id === body.design_id)) {
    return canvaError(404, "design_not_found", `Design with id '${body.design_id}' not found.`);
  }
  const options = kit.options("canva");
  const job: ExportJob = {
    id: kit.nextId("canva-export-"),
    designId: body.design_id,
    type: (body.format as { type: string }).type,
    pollsLeft: typeof options.exportPolls === "number" ? options.exportPolls : 1,
    outcome: options.exportOutcome === "failed" ? "failed" : "success",
    errorCode: typeof options.exportErrorCode === "string" ? options.exportErrorCode : "license_required",
  };
  jobs(kit).set(job.id, job);
  kit.recordPost("canva", { id: job.id, kind: "export", target: job.designId, payload: body });
  return json(200, { job: { id: job.id, status: "in_progress" } });
}

function exportStatus(kit: FakeKit, id: string): FakeResponse {
  const job = jobs(kit).get(id);
  if (!job) {
    return canvaError(404, "not_found", `Export job '${id}' not found.`);
  }
  if (job.pollsLeft > 0) {
    job.pollsLeft -= 1;
    return json(200, { job: { id, status: "in_progress" } });
  }
  if (job.outcome === "failed") {
    return json(200, { job: { id, status: "failed", error: { code: job.errorCode, message: "The design could not be exported." } } });
  }
  const pages = DESIGNS.find((design) => design.id === job.designId)?.pageCount ?? 1;
  // Multi-page designs export one file per page for images, one file otherwise.
  const files = ["png", "jpg", "gif"].includes(job.type) ? pages : 1;
  const urls = Array.from(
    { length: files },
    (_, index) =>
      `https://export-download.canva.com/${job.designId}/${id}/${String(index + 1).padStart(4, "0")}.${job.type}?X-Amz-Expires=86400`,
  );
  return json(200, { job: { id, status: "success", urls } });
}

export const fakeCanva: FakePlatformModule = {
  id: "canva",
  hosts: ["www.canva.com", "api.canva.com"],
  handle(request, kit) {
    if (request.host === "www.canva.com") {
      return request.method === "GET" && request.path === "/api/oauth/authorize" ? authorize(request, kit) : undefined;
    }
    if (request.method === "POST" && request.path === "/rest/v1/oauth/token") {
      return token(request, kit);
    }
    if (request.method === "POST" && request.path === "/rest/v1/oauth/revoke") {
      return revoke(request, kit);
    }
    if (!kit.isLiveAccessToken("canva", request.bearer)) {
      return canvaError(401, "invalid_access_token", "Access token is invalid or expired.");
    }
    const scope = missingScope(request, kit);
    if (scope) {
      return canvaError(403, "missing_scope", `The access token lacks the scope ${scope}.`);
    }
    if (request.method === "GET" && request.path === "/rest/v1/users/me") {
      return json(200, { team_user: { user_id: "oUfakeCanvaUser", team_id: "oBfakeCanvaTeam" } });
    }
    if (request.method === "GET" && request.path === "/rest/v1/users/me/profile") {
      return json(200, { profile: { display_name: kit.user("canva").name } });
    }
    if (request.method === "GET" && request.path === "/rest/v1/designs") {
      return listDesigns(request);
    }
    if (request.method === "POST" && request.path === "/rest/v1/exports") {
      return startExport(request, kit);
    }
    const exportId = /^\/rest\/v1\/exports\/([^/]+)$/.exec(request.path)?.[1];
    if (exportId && request.method === "GET") {
      return exportStatus(kit, decodeURIComponent(exportId));
    }
    return undefined;
  },
};
