// One local HTTP server that speaks every linked platform's documented endpoints (handbook
// platforms.md §3), so tests and demos run the real providers against it: a call meant for
// https://api.x.com/2/tweets arrives here as /api.x.com/2/tweets (PLATFORMS_BASE, see
// server/src/integrations/platforms/platform-endpoints.ts).
//
// Control endpoints: GET /_posts (what was published), GET /_requests (every call, for exact
// assertions), POST /_faults (inject failures, faults.ts), DELETE /_faults, POST /_options
// ({ platform, ...options }), POST /_tokens/expire and /_tokens/revoke ({ platform }),
// POST /_tokens/register ({ platform, token }), POST /_reset.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { PlatformId } from "@wordloom/shared/rules";
import type { FakeKit, FakePlatformModule, FakeRequest, FakeResponse, FakeUser } from "./fake-platform";
import { createFaults, faultResponse, type FaultRule } from "./faults";
import { fakePlatformModules } from "./modules";
import { createOAuthKit } from "./oauth-kit";

export interface RecordedPost {
  platform: PlatformId;
  id: string;
  kind: string;
  target?: string;
  payload: unknown;
  at: string;
}

export interface RecordedRequest {
  platform: PlatformId;
  method: string;
  host: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  json: unknown;
  bodyBytes: number;
}

const MAX_BODY_BYTES = 64 * 1024 * 1024;

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        request.destroy(new Error("body too large"));
      } else {
        chunks.push(chunk);
      }
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

const send = (response: ServerResponse, answer: FakeResponse) => {
  const headers = { ...answer.headers };
  let body: string | undefined;
  if (answer.json !== undefined) {
    body = JSON.stringify(answer.json);
    headers["content-type"] ??= "application/json";
  } else if (answer.text !== undefined) {
    body = answer.text;
    headers["content-type"] ??= "text/plain; charset=utf-8";
  }
  response.writeHead(answer.status, headers);
  response.end(body);
};

const defaultUser = (platform: PlatformId): FakeUser => ({
  id: `${platform}-user-1`,
  name: `Fake ${platform} user`,
  username: `fake_${platform}_user`,
  pictureUrl: `https://example.com/${platform}/avatar.png`,
  email: `fake.${platform}@example.com`,
});

const parseJson = (body: Buffer, contentType: string | undefined): unknown => {
  if (!contentType?.includes("json") || body.length === 0) {
    return undefined;
  }
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
};

const secretHeaders = new Set(["authorization", "cookie"]);
const loggedHeaders = (request: IncomingMessage) =>
  Object.fromEntries(
    Object.entries(request.headers)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      // A scheme ("Bearer", "Basic") stays visible; a bare key (Pexels) is hidden whole.
      .map(([name, value]) => [
        name,
        secretHeaders.has(name) ? (/^\w+ /.test(value) ? value.replace(/^(\w+) .*/, "$1 ***") : "***") : value,
      ]),
  );

export async function startFakePlatforms(port = 0, modules: readonly FakePlatformModule[] = fakePlatformModules) {
  const byHost = new Map<string, FakePlatformModule[]>();
  for (const module of modules) {
    for (const host of module.hosts) {
      byHost.set(host, [...(byHost.get(host) ?? []), module]);
    }
  }
  const oauth = createOAuthKit();
  const faults = createFaults();
  let posts: RecordedPost[] = [];
  let requests: RecordedRequest[] = [];
  let users = new Map<PlatformId, FakeUser>();
  let options = new Map<PlatformId, Record<string, unknown>>();
  let scratch = new Map<string, unknown>();
  let baseUrl = "";

  const kit: FakeKit = {
    user: (platform) => users.get(platform) ?? defaultUser(platform),
    options: (platform) => options.get(platform) ?? {},
    authorizePage: oauth.authorizePage,
    redeemCode: oauth.redeemCode,
    issueTokens: oauth.issueTokens,
    refreshTokens: oauth.refreshTokens,
    revokeToken: oauth.revokeToken,
    codePlatform: oauth.codePlatform,
    isLiveAccessToken: oauth.isLiveAccessToken,
    recordPost: (platform, post) => posts.push({ platform, ...post, at: new Date().toISOString() }),
    scratch: <T>(platform: PlatformId, key: string, create: () => T): T => {
      const id = `${platform}:${key}`;
      if (!scratch.has(id)) {
        scratch.set(id, create());
      }
      return scratch.get(id) as T;
    },
    nextId: (prefix = "") => `${prefix}${randomUUID().replaceAll("-", "").slice(0, 16)}`,
    baseUrl: () => baseUrl,
  };

  const control = async (request: FakeRequest): Promise<FakeResponse | undefined> => {
    const body = (request.json ?? {}) as Record<string, unknown>;
    const platform = body.platform as PlatformId;
    switch (`${request.method} ${request.path}`) {
      case "GET /_posts":
        return {
          status: 200,
          json: request.query.get("platform") ? posts.filter((post) => post.platform === request.query.get("platform")) : posts,
        };
      case "GET /_requests":
        return { status: 200, json: requests };
      case "POST /_faults":
        faults.add(body as unknown as FaultRule);
        return { status: 200, json: faults.list() };
      case "DELETE /_faults":
        faults.clear();
        return { status: 204 };
      case "POST /_options": {
        const { platform: _platform, user, ...rest } = body;
        options.set(platform, { ...options.get(platform), ...rest });
        if (user && typeof user === "object") {
          users.set(platform, { ...kit.user(platform), ...(user as Partial<FakeUser>) });
        }
        return { status: 200, json: options.get(platform) };
      }
      case "POST /_tokens/expire":
        oauth.expireAccessTokens(platform);
        return { status: 204 };
      case "POST /_tokens/revoke":
        oauth.revokeAll(platform);
        return { status: 204 };
      case "POST /_tokens/register":
        oauth.registerToken(platform, String(body.token));
        return { status: 204 };
      case "POST /_reset":
        posts = [];
        requests = [];
        users = new Map();
        options = new Map();
        scratch = new Map();
        faults.clear();
        return { status: 204 };
      default:
        return undefined;
    }
  };

  const server = createServer((incoming, response) => {
    const handle = async () => {
      const url = new URL(incoming.url ?? "/", "http://fake.invalid");
      const body = await readBody(incoming);
      const [, first = "", ...rest] = url.pathname.split("/");
      const isControl = first.startsWith("_");
      const host = isControl ? "" : first;
      const path = isControl ? url.pathname : `/${rest.join("/")}`;
      const authorization = incoming.headers.authorization;
      const request: FakeRequest = {
        method: (incoming.method ?? "GET").toUpperCase(),
        host,
        path,
        query: url.searchParams,
        headers: incoming.headers,
        body,
        json: parseJson(body, incoming.headers["content-type"]),
        form: new URLSearchParams(incoming.headers["content-type"]?.includes("x-www-form-urlencoded") ? body.toString("utf8") : ""),
        bearer: authorization?.toLowerCase().startsWith("bearer ") ? authorization.slice(7).trim() : undefined,
      };
      if (isControl) {
        return send(response, (await control(request)) ?? { status: 404, json: { error: `No control route ${request.method} ${path}` } });
      }
      const module = byHost.get(host)?.find((candidate) => candidate.accepts?.(request, kit) ?? true);
      if (!module) {
        return send(response, { status: 404, json: { error: `No fake platform serves the host "${host}"` } });
      }
      requests.push({
        platform: module.id,
        method: request.method,
        host,
        path,
        query: Object.fromEntries(url.searchParams),
        headers: loggedHeaders(incoming),
        json: request.json,
        bodyBytes: body.length,
      });
      const fault = faults.take(module.id, request);
      if (fault?.mode === "respond") {
        return send(response, faultResponse(fault));
      }
      if (fault?.mode === "timeout") {
        return;
      } // never answer: the caller times out, nothing was done
      const answer = (await module.handle(request, kit)) ?? {
        status: 404,
        json: { error: `No fake ${module.id} endpoint ${request.method} ${path}` },
      };
      if (fault?.mode === "timeout_after") {
        return;
      } // done, but the caller never hears of it
      if (fault?.mode === "slow") {
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 250));
      }
      send(response, answer);
    };
    handle().catch((error: unknown) => {
      if (!response.headersSent) {
        send(response, { status: 500, json: { error: error instanceof Error ? error.message : String(error) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    posts: (platform?: PlatformId) => (platform ? posts.filter((post) => post.platform === platform) : posts),
    requests: (platform?: PlatformId) => (platform ? requests.filter((request) => request.platform === platform) : requests),
    addFault: (rule: FaultRule) => faults.add(rule),
    setOptions: (platform: PlatformId, patch: Record<string, unknown>) => options.set(platform, { ...options.get(platform), ...patch }),
    setUser: (platform: PlatformId, patch: Partial<FakeUser>) => users.set(platform, { ...kit.user(platform), ...patch }),
    expireAccessTokens: oauth.expireAccessTokens,
    revokeAll: oauth.revokeAll,
    registerToken: oauth.registerToken,
    kit,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakePlatforms = Awaited<ReturnType<typeof startFakePlatforms>>;
