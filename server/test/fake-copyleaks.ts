import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake received, as sent. */
export interface RecordedRequest {
  server: "id" | "api";
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The JSON body of a submit call as Copyleaks documents it. */
export interface RecordedSubmission {
  scanId: string;
  authorization: string | undefined;
  base64: string;
  filename: string;
  properties: { webhooks: { status: string }; sandbox?: boolean };
}

/** What the fake does once it has accepted a submission: call a webhook, or stay silent. */
export type AfterSubmit = { status: "completed" | "error" | "creditsChecked" | "indexed"; body: unknown } | "silent";

export interface FakeCopyleaks {
  idUrl: string;
  apiUrl: string;
  requests: RecordedRequest[];
  submissions: RecordedSubmission[];
  /** Webhook calls the fake made and how Wordloom answered them. */
  deliveries: Array<{ url: string; status: number }>;
  /** Decides the webhook for each accepted submission (default: silent). */
  afterSubmit: (submission: RecordedSubmission) => AfterSubmit;
  /** Makes every token issued so far invalid, as if it had expired (the next submit answers 401). */
  expireTokens(): void;
  /** Answers the next submit with this status instead of accepting it. */
  failNextSubmit(status: number, headers?: Record<string, string>): void;
  logins(): RecordedRequest[];
  close(): Promise<void>;
}

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  }
  return Buffer.concat(chunks).toString("utf8");
};

const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A local stand-in for Copyleaks' identity server and API (Authenticity API v3). It insists on the
 * documented protocol: login is POST /v3/account/login/api with JSON { email, key } matching the
 * account; submit is PUT /v3/scans/submit/file/{scanId} with a Bearer token it issued and a body
 * with base64, filename and properties.webhooks.status containing {STATUS}. Anything else is
 * refused. After accepting a submission it calls the status webhook as Copyleaks would.
 */
export const startFakeCopyleaks = async (account: { email: string; apiKey: string }): Promise<FakeCopyleaks> => {
  const requests: RecordedRequest[] = [];
  const submissions: RecordedSubmission[] = [];
  const deliveries: Array<{ url: string; status: number }> = [];
  const validTokens = new Set<string>();
  let issued = 0;
  let nextSubmitFailure: { status: number; headers: Record<string, string> } | undefined;

  const deliver = async (template: string, status: string, body: unknown) => {
    const url = template.replace("{STATUS}", status);
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    deliveries.push({ url, status: response.status });
  };

  const idServer = createServer(async (request, response) => {
    const body = await readBody(request);
    requests.push({ server: "id", method: request.method ?? "", path: request.url ?? "", headers: request.headers, body });
    const json = parseJson(body);
    if (
      request.method !== "POST" ||
      request.url !== "/v3/account/login/api" ||
      !request.headers["content-type"]?.startsWith("application/json")
    ) {
      sendJson(response, 404, { error: "unknown endpoint" });
      return;
    }
    if (!isRecord(json) || json.email !== account.email || json.key !== account.apiKey || Object.keys(json).length !== 2) {
      sendJson(response, 401, { error: "invalid credentials" });
      return;
    }
    issued += 1;
    const token = `token-${issued}`;
    validTokens.add(token);
    const now = Date.now();
    sendJson(response, 200, {
      access_token: token,
      ".issued": new Date(now).toISOString(),
      ".expires": new Date(now + 48 * 60 * 60 * 1000).toISOString(),
    });
  });

  const apiServer = createServer(async (request, response) => {
    const body = await readBody(request);
    requests.push({ server: "api", method: request.method ?? "", path: request.url ?? "", headers: request.headers, body });
    const match = /^\/v3\/scans\/submit\/file\/([^/?]+)$/.exec(request.url ?? "");
    if (request.method !== "PUT" || !match?.[1]) {
      sendJson(response, 404, { error: "unknown endpoint" });
      return;
    }
    const authorization = request.headers.authorization;
    const token = authorization?.startsWith("Bearer ") ? authorization.slice("Bearer ".length) : "";
    if (!validTokens.has(token)) {
      sendJson(response, 401, { error: "token expired" });
      return;
    }
    if (nextSubmitFailure) {
      const failure = nextSubmitFailure;
      nextSubmitFailure = undefined;
      sendJson(response, failure.status, { error: "refused by the test" }, failure.headers);
      return;
    }
    const json = parseJson(body);
    const properties = isRecord(json) && isRecord(json.properties) ? json.properties : undefined;
    const webhooks = properties && isRecord(properties.webhooks) ? properties.webhooks : undefined;
    if (
      !isRecord(json) ||
      typeof json.base64 !== "string" ||
      typeof json.filename !== "string" ||
      typeof webhooks?.status !== "string" ||
      !webhooks.status.includes("{STATUS}")
    ) {
      sendJson(response, 400, { error: "bad submission" });
      return;
    }
    const submission: RecordedSubmission = {
      scanId: decodeURIComponent(match[1]),
      authorization,
      base64: json.base64,
      filename: json.filename,
      properties: {
        webhooks: { status: webhooks.status },
        ...(typeof properties?.sandbox === "boolean" ? { sandbox: properties.sandbox } : {}),
      },
    };
    submissions.push(submission);
    response.writeHead(201);
    response.end();
    const next = fake.afterSubmit(submission);
    if (next !== "silent") {
      setTimeout(() => void deliver(submission.properties.webhooks.status, next.status, next.body).catch(() => undefined), 20);
    }
  });

  const fake: FakeCopyleaks = {
    idUrl: await listen(idServer),
    apiUrl: await listen(apiServer),
    requests,
    submissions,
    deliveries,
    afterSubmit: () => "silent",
    expireTokens: () => validTokens.clear(),
    failNextSubmit: (status, headers = {}) => {
      nextSubmitFailure = { status, headers };
    },
    logins: () => requests.filter((request) => request.server === "id"),
    close: async () => {
      idServer.closeAllConnections();
      apiServer.closeAllConnections();
      await Promise.all([new Promise((resolve) => idServer.close(resolve)), new Promise((resolve) => apiServer.close(resolve))]);
    },
  };
  return fake;
};

/** A "completed" webhook body as documented (docs.copyleaks.com/reference/data-types/authenticity/webhooks/scan-completed). */
export const completedWebhook = (
  scanId: string,
  {
    totalWords,
    aggregatedScore,
    internet = [],
    database = [],
  }: {
    totalWords: number;
    aggregatedScore: number;
    internet?: Array<{ title: string; url: string; matchedWords: number; introduction?: string }>;
    database?: Array<{ title: string; matchedWords: number }>;
  },
) => ({
  status: 0,
  scannedDocument: { scanId, totalWords, totalExcluded: 0, credits: 1, creationTime: new Date().toISOString(), metadata: {} },
  results: {
    internet: internet.map((result, index) => ({ id: `i${index}`, introduction: "", ...result, metadata: {}, tags: [] })),
    database: database.map((result, index) => ({ id: `d${index}`, introduction: "", scanId: `other-${index}`, ...result, metadata: {} })),
    batch: [],
    repositories: [],
    score: { identicalWords: 0, minorChangedWords: 0, relatedMeaningWords: 0, aggregatedScore },
  },
  notifications: { alerts: [] },
  developerPayload: "",
});

/** An "error" webhook body as documented (…/webhooks/error). */
export const errorWebhook = (code: number, message: string) => ({ status: 1, error: { code, message } });

/** A port nothing listens on right now, for an app that must know its own address before it starts. */
export const freePort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};
