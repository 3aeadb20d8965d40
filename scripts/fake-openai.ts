// A local fake OpenAI-compatible server (handbook llm.md §5): real sockets, so aborts and retries
// behave as in production. Tests start it in-process on port 0; `npm run fake-openai` runs it
// standalone for demos (LLM_PROVIDER=openai-compatible LLM_BASE_URL=http://127.0.0.1:PORT/v1 LLM_MODEL=fake-model).
//
// GET /v1/models lists one model; POST /v1/chat/completions answers (streaming or not): with a
// response_format json_schema, or a JSON schema written in the prompt, a minimal instance of that
// schema; otherwise the last user message echoed (or the configured reply). Faults on demand:
// `failFirst` 429s (or `failStatus`, e.g. 503) with a Retry-After (`retryAfterMs`, sent as retry-after-ms
// or, with `retryAfterHeader: "retry-after"`, in whole seconds), `badJson` prose answers instead of
// JSON, `delayMs` pacing.
// POST /__control sets the same options over HTTP; GET /__stats reads the counters.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export interface FakeOpenAiOptions {
  /** The model id /models lists and answers carry. */
  model: string;
  /** Milliseconds between streamed chunks. */
  delayMs: number;
  /** Milliseconds before the response headers (time to first byte). */
  firstByteDelayMs: number;
  /** Answer the next N chat requests with `failStatus` and a Retry-After. */
  failFirst: number;
  /** The status of those answers: 429 by default, or a 5xx. */
  failStatus: number;
  /** How long the failed answers ask the client to wait. */
  retryAfterMs: number;
  /** "retry-after-ms" (milliseconds, OpenAI's) or the standard "retry-after" (whole seconds, rounded up). */
  retryAfterHeader: "retry-after-ms" | "retry-after";
  /** Answer the next N structured requests with prose instead of JSON. */
  badJson: number;
  /** The reply of plain text requests; by default the last user message is echoed. */
  reply: string | null;
  /** When set, requests without "Authorization: Bearer <key>" answer 401. */
  apiKey: string | null;
}

export interface RecordedChatRequest {
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  /** When it arrived (Date.now()). */
  at: number;
}

export interface FakeOpenAiStats {
  requests: number;
  /** Requests answered with an error by failFirst. */
  rateLimited: number;
  completed: number;
  /** Streams the client closed before the end. */
  aborted: number;
}

export interface FakeOpenAi {
  /** The base URL to configure, ending in /v1. */
  baseUrl: string;
  options: FakeOpenAiOptions;
  stats: FakeOpenAiStats;
  requests: RecordedChatRequest[];
  lastRequest(): RecordedChatRequest | undefined;
  set(options: Partial<FakeOpenAiOptions>): void;
  /** Resolves once `stats.aborted` reaches the count (the server saw the socket close). */
  waitForAborts(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const DEFAULTS: FakeOpenAiOptions = {
  model: "fake-model",
  delayMs: 5,
  firstByteDelayMs: 0,
  failFirst: 0,
  failStatus: 429,
  retryAfterMs: 20,
  retryAfterHeader: "retry-after-ms",
  badJson: 0,
  reply: null,
  apiKey: null,
};

type JsonSchema = Record<string, unknown>;
interface ChatMessage {
  role: string;
  content: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A minimal valid instance: first enum value, first anyOf alternative, minItems entries, placeholder strings, 1, true. */
export const minimalInstance = (schema: JsonSchema): unknown => {
  if (Array.isArray(schema.enum)) {
    return schema.enum[0];
  }
  // A nullable field ({ anyOf: [schema, { type: "null" }] }): its first alternative.
  if (Array.isArray(schema.anyOf) && isRecord(schema.anyOf[0])) {
    return minimalInstance(schema.anyOf[0]);
  }
  switch (schema.type) {
    case "null":
      return null;
    case "object": {
      const properties = isRecord(schema.properties) ? schema.properties : {};
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, minimalInstance(isRecord(value) ? value : {})]));
    }
    case "array": {
      const count = typeof schema.minItems === "number" ? Math.max(1, schema.minItems) : 1;
      return Array.from({ length: count }, (_, index) => {
        const item = minimalInstance(isRecord(schema.items) ? schema.items : {});
        return typeof item === "string" ? `${item}${index + 1}` : item;
      });
    }
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return true;
    default:
      return "placeholder";
  }
};

/** The schema of a json_schema request, or the last ```json block of the system prompt. */
const requestedSchema = (body: Record<string, unknown>, messages: ChatMessage[]): JsonSchema | null => {
  const format = body.response_format;
  if (isRecord(format) && format.type === "json_schema" && isRecord(format.json_schema) && isRecord(format.json_schema.schema)) {
    return format.json_schema.schema;
  }
  const prompt = messages.map((message) => message.content).join("\n");
  const blocks = [...prompt.matchAll(/```json\s*([\s\S]*?)```/g)];
  const last = blocks.at(-1)?.[1];
  if (!last) {
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(last);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/** Starts the fake on 127.0.0.1 (port 0 = any free port). */
export const startFakeOpenAi = async (initial: Partial<FakeOpenAiOptions> = {}, port = 0): Promise<FakeOpenAi> => {
  const options: FakeOpenAiOptions = { ...DEFAULTS, ...initial };
  const stats: FakeOpenAiStats = { requests: 0, rateLimited: 0, completed: 0, aborted: 0 };
  const requests: RecordedChatRequest[] = [];
  let created = 1_700_000_000;

  const replyFor = (body: Record<string, unknown>, messages: ChatMessage[]): string => {
    const schema = requestedSchema(body, messages);
    if (schema) {
      if (options.badJson > 0) {
        options.badJson -= 1;
        return "Sure! Here is what you asked for, although not as JSON.";
      }
      return JSON.stringify(minimalInstance(schema));
    }
    return options.reply ?? [...messages].reverse().find((message) => message.role === "user")?.content ?? "";
  };

  const chunk = (id: string, delta: Record<string, unknown>, finish: string | null = null) => ({
    id,
    object: "chat.completion.chunk",
    created,
    model: options.model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });

  const stream = async (response: ServerResponse, body: Record<string, unknown>, messages: ChatMessage[], reply: string) => {
    const id = `chatcmpl-${(created += 1)}`;
    let closed = false;
    response.on("close", () => {
      if (!response.writableFinished) {
        closed = true;
        stats.aborted += 1;
      }
    });
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const write = (data: unknown) => response.write(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
    write(chunk(id, { role: "assistant", content: "" }));
    for (const piece of reply.match(/\S+\s*|\s+/g) ?? []) {
      if (options.delayMs > 0) {
        await sleep(options.delayMs);
      }
      if (closed) {
        return;
      }
      write(chunk(id, { content: piece }));
    }
    write(chunk(id, {}, "stop"));
    const streamOptions = body.stream_options;
    if (isRecord(streamOptions) && streamOptions.include_usage === true) {
      const promptTokens = tokens(JSON.stringify(messages));
      const completionTokens = tokens(reply);
      write({
        id,
        object: "chat.completion.chunk",
        created,
        model: options.model,
        choices: [],
        usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
      });
    }
    write("[DONE]");
    stats.completed += 1;
    response.end();
  };

  const chat = async (request: IncomingMessage, response: ServerResponse) => {
    const text = await readBody(request);
    const body: unknown = JSON.parse(text || "{}");
    if (!isRecord(body) || !Array.isArray(body.messages)) {
      return sendJson(response, 400, { error: { message: "messages is required", type: "invalid_request_error" } });
    }
    requests.push({ body, headers: request.headers, at: Date.now() });
    stats.requests += 1;
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(response, 401, {
        error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" },
      });
    }
    if (options.failFirst > 0) {
      options.failFirst -= 1;
      stats.rateLimited += 1;
      const retryAfter =
        options.retryAfterHeader === "retry-after" ? String(Math.ceil(options.retryAfterMs / 1000)) : String(options.retryAfterMs);
      const error =
        options.failStatus === 429
          ? { message: "Rate limit reached", type: "requests" }
          : { message: "The server is overloaded", type: "server_error" };
      return sendJson(response, options.failStatus, { error }, { [options.retryAfterHeader]: retryAfter });
    }
    if (body.model !== options.model) {
      return sendJson(response, 404, {
        error: { message: `The model '${String(body.model)}' does not exist`, type: "invalid_request_error", code: "model_not_found" },
      });
    }
    const messages = (body.messages as unknown[])
      .filter(isRecord)
      .map((message) => ({ role: String(message.role), content: String(message.content) }));
    const reply = replyFor(body, messages);
    if (options.firstByteDelayMs > 0) {
      await sleep(options.firstByteDelayMs);
    }
    if (body.stream === true) {
      return stream(response, body, messages, reply);
    }
    stats.completed += 1;
    const promptTokens = tokens(JSON.stringify(messages));
    const completionTokens = tokens(reply);
    return sendJson(response, 200, {
      id: `chatcmpl-${(created += 1)}`,
      object: "chat.completion",
      created,
      model: options.model,
      choices: [{ index: 0, message: { role: "assistant", content: reply }, finish_reason: "stop" }],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    });
  };

  const server: Server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    const handle = async () => {
      if (request.method === "GET" && path === "/v1/models") {
        return sendJson(response, 200, {
          object: "list",
          data: [{ id: options.model, object: "model", created: 1_700_000_000, owned_by: "fake" }],
        });
      }
      if (request.method === "POST" && path === "/v1/chat/completions") {
        return chat(request, response);
      }
      if (request.method === "POST" && path === "/__control") {
        const patch: unknown = JSON.parse((await readBody(request)) || "{}");
        Object.assign(options, isRecord(patch) ? patch : {});
        return sendJson(response, 200, options);
      }
      if (request.method === "GET" && path === "/__stats") {
        return sendJson(response, 200, stats);
      }
      return sendJson(response, 404, { error: { message: `No route ${request.method} ${path}` } });
    };
    handle().catch((error: unknown) => {
      if (!response.headersSent) {
        sendJson(response, 500, { error: { message: error instanceof Error ? error.message : String(error) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    options,
    stats,
    requests,
    lastRequest: () => requests.at(-1),
    set: (patch) => Object.assign(options, patch),
    waitForAborts: async (count, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      while (stats.aborted < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} aborted streams, saw ${stats.aborted}`);
        }
        await sleep(10);
      }
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const port = Number(process.env.FAKE_OPENAI_PORT ?? process.argv[2] ?? 8787);
  const fake = await startFakeOpenAi({ delayMs: Number(process.env.FAKE_OPENAI_DELAY_MS ?? 30) }, port);
  console.log(`Fake OpenAI-compatible server on ${fake.baseUrl} (model "${fake.options.model}").`);
  console.log(`Use: LLM_PROVIDER=openai-compatible LLM_BASE_URL=${fake.baseUrl} LLM_MODEL=${fake.options.model} npm start`);
  console.log(`Faults: curl -X POST ${fake.baseUrl.replace(/\/v1$/, "")}/__control -d '{"failFirst":2}'`);
  const stop = () => void fake.close().finally(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
