import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { PollOutputSchema } from "@wordloom/shared/api";
import { startFakeOpenAi } from "../../../../../scripts/fake-openai";
import type { OpenAiCompatibleConfig } from "../../../config";
import type { ChatMessage, GenerationTask, StreamEvent } from "../types";
import { OpenAiCompatibleProvider } from "./openai-provider";

const fake = await startFakeOpenAi({ delayMs: 2 });
afterAll(() => fake.close());

const config = (overrides: Partial<OpenAiCompatibleConfig> = {}): OpenAiCompatibleConfig => ({
  kind: "openai-compatible",
  baseUrl: fake.baseUrl,
  apiKey: "sk-test",
  model: "fake-model",
  structuredOutput: "json_schema",
  streamUsage: true,
  timeoutMs: 10_000,
  maxRetries: 2,
  ...overrides,
});

const task: GenerationTask = { kind: "messages", input: {}, brand: null };
const messages: ChatMessage[] = [
  { role: "system", content: "You are a test." },
  { role: "user", content: "one two three four five" },
];
const call = (signal = new AbortController().signal) => ({ task, messages, maxTokens: 100, temperature: 0.2, signal });

const collect = async (events: AsyncIterable<StreamEvent>) => {
  const seen: StreamEvent[] = [];
  for await (const event of events) {
    seen.push(event);
  }
  return seen;
};

beforeEach(() => {
  fake.set({
    delayMs: 2,
    firstByteDelayMs: 0,
    failFirst: 0,
    failStatus: 429,
    retryAfterMs: 20,
    retryAfterHeader: "retry-after-ms",
    badJson: 0,
    reply: null,
  });
});

describe("the openai-compatible provider against the fake server", () => {
  it("streams the text in order, then exactly one usage event with the server's counts", async () => {
    const events = await collect(new OpenAiCompatibleProvider(config()).streamText(call()));
    const text = events.flatMap((event) => (event.type === "text" ? [event.text] : [])).join("");
    expect(text).toBe("one two three four five");
    expect(events.filter((event) => event.type === "usage")).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: "usage", aborted: false, usage: { estimated: false, tokensOut: 6 } });
  });

  it("sends the request exactly: model, max_tokens, stream_options and the key", async () => {
    await collect(new OpenAiCompatibleProvider(config()).streamText(call()));
    const request = fake.lastRequest();
    expect(request?.body).toMatchObject({
      model: "fake-model",
      max_tokens: 100,
      temperature: 0.2,
      stream: true,
      stream_options: { include_usage: true },
      messages,
    });
    expect(request?.headers.authorization).toBe("Bearer sk-test");
  });

  it("estimates usage when streamed usage is turned off", async () => {
    const events = await collect(new OpenAiCompatibleProvider(config({ streamUsage: false })).streamText(call()));
    expect(fake.lastRequest()?.body.stream_options).toBeUndefined();
    expect(events.at(-1)).toMatchObject({ type: "usage", aborted: false, usage: { estimated: true } });
  });

  it("closes the upstream stream when the caller aborts, and reports an estimated usage", async () => {
    fake.set({ delayMs: 30, reply: Array.from({ length: 100 }, (_, index) => `word${index}`).join(" ") });
    const controller = new AbortController();
    const abortsBefore = fake.stats.aborted;
    const events: StreamEvent[] = [];
    for await (const event of new OpenAiCompatibleProvider(config()).streamText(call(controller.signal))) {
      events.push(event);
      if (events.length === 3) {
        controller.abort();
      }
    }
    await fake.waitForAborts(abortsBefore + 1);
    expect(events.at(-1)).toMatchObject({ type: "usage", aborted: true, reason: "caller", usage: { estimated: true } });
    expect(events.filter((event) => event.type === "text").length).toBeLessThan(10);
  });

  it("does not throw when aborted before the first byte", async () => {
    fake.set({ firstByteDelayMs: 500 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const events = await collect(new OpenAiCompatibleProvider(config()).streamText(call(controller.signal)));
    expect(events).toEqual([expect.objectContaining({ type: "usage", aborted: true, reason: "caller" })]);
  });

  it("bounds the whole stream with the deadline, not only the time to headers", async () => {
    fake.set({ delayMs: 50, reply: Array.from({ length: 60 }, () => "slow").join(" ") });
    const started = Date.now();
    const events = await collect(new OpenAiCompatibleProvider(config({ timeoutMs: 300 })).streamText(call()));
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(events.at(-1)).toMatchObject({ type: "usage", aborted: true, reason: "deadline" });
  });

  it("retries after 429, honouring retry-after-ms", async () => {
    fake.set({ failFirst: 2 });
    const before = fake.stats.requests;
    const events = await collect(new OpenAiCompatibleProvider(config()).streamText(call()));
    expect(fake.stats.requests - before).toBe(3);
    expect(events.at(-1)).toMatchObject({ type: "usage", aborted: false });
  });

  /** The wait between the last failed request and the retry that followed it. */
  const lastRetryGap = () => {
    const [failed, retried] = fake.requests.slice(-2);
    return (retried?.at ?? 0) - (failed?.at ?? 0);
  };

  // Without a Retry-After the SDK's first retry waits at most 0.5 s, so a longer wait proves the header was read.
  it("waits as long as retry-after-ms asks before retrying", async () => {
    fake.set({ failFirst: 1, retryAfterMs: 1_200 });
    const events = await collect(new OpenAiCompatibleProvider(config()).streamText(call()));
    expect(events.at(-1)).toMatchObject({ type: "usage", aborted: false });
    expect(lastRetryGap()).toBeGreaterThanOrEqual(1_150);
  });

  it("waits as long as a Retry-After in seconds asks, and retries a 5xx too", async () => {
    fake.set({ failFirst: 1, failStatus: 503, retryAfterMs: 1_000, retryAfterHeader: "retry-after" });
    const before = fake.stats.requests;
    const result = await new OpenAiCompatibleProvider(config()).generateObject({ ...call(), schema: PollOutputSchema, name: "poll" });
    expect(PollOutputSchema.parse(result.object)).toEqual(result.object);
    expect(fake.stats.requests - before).toBe(2);
    expect(lastRetryGap()).toBeGreaterThanOrEqual(950);
  });

  it("bounds a typed answer with the deadline too, answering MODEL_UNAVAILABLE", async () => {
    fake.set({ firstByteDelayMs: 2_000 });
    const started = Date.now();
    await expect(
      new OpenAiCompatibleProvider(config({ timeoutMs: 300 })).generateObject({ ...call(), schema: PollOutputSchema, name: "poll" }),
    ).rejects.toMatchObject({
      code: "MODEL_UNAVAILABLE",
      details: { cause: "deadline" },
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("answers MODEL_UNAVAILABLE when retries run out or the model does not exist", async () => {
    fake.set({ failFirst: 5 });
    await expect(collect(new OpenAiCompatibleProvider(config({ maxRetries: 1 })).streamText(call()))).rejects.toMatchObject({
      code: "MODEL_UNAVAILABLE",
      details: { cause: "rate-limited" },
    });
    fake.set({ failFirst: 0 });
    await expect(collect(new OpenAiCompatibleProvider(config({ model: "missing" })).streamText(call()))).rejects.toMatchObject({
      code: "MODEL_UNAVAILABLE",
      details: { cause: "model-not-found" },
    });
  });

  it("asks for a strict JSON schema and validates the answer with zod", async () => {
    const provider = new OpenAiCompatibleProvider(config());
    const result = await provider.generateObject({ ...call(), schema: PollOutputSchema, name: "poll" });
    expect(PollOutputSchema.parse(result.object)).toEqual(result.object);
    expect(result.usage.estimated).toBe(false);
    const format = fake.lastRequest()?.body.response_format;
    expect(format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "poll", strict: true, schema: { additionalProperties: false, required: ["question", "options"] } },
    });
  });

  it("puts the schema in the prompt in json_object mode", async () => {
    const result = await new OpenAiCompatibleProvider(config({ structuredOutput: "json_object" })).generateObject({
      ...call(),
      schema: PollOutputSchema,
      name: "poll",
    });
    expect(result.object.options.length).toBeGreaterThanOrEqual(2);
    const body = fake.lastRequest()?.body;
    expect(body?.response_format).toEqual({ type: "json_object" });
    expect(JSON.stringify(body?.messages)).toContain("JSON schema");
  });

  it("repairs invalid JSON once, then gives up with BAD_OUTPUT", async () => {
    const provider = new OpenAiCompatibleProvider(config());
    fake.set({ badJson: 1 });
    const before = fake.stats.requests;
    const repaired = await provider.generateObject({ ...call(), schema: PollOutputSchema, name: "poll" });
    expect(fake.stats.requests - before).toBe(2);
    expect(repaired.object.question).toBe("placeholder");
    const repairTurn = fake.lastRequest()?.body.messages as ChatMessage[];
    expect(repairTurn.at(-2)).toMatchObject({ role: "assistant" });
    expect(repairTurn.at(-1)?.content).toContain("not valid JSON");
    fake.set({ badJson: 2 });
    await expect(provider.generateObject({ ...call(), schema: PollOutputSchema, name: "poll" })).rejects.toMatchObject({
      code: "BAD_OUTPUT",
    });
  });

  it("reports health: ready, model not found, unreachable", async () => {
    expect(await new OpenAiCompatibleProvider(config()).health()).toMatchObject({ ok: true, status: "ready" });
    expect(await new OpenAiCompatibleProvider(config({ model: "llama3" })).health()).toMatchObject({
      ok: false,
      status: "model-not-found",
    });
    const unreachable = await new OpenAiCompatibleProvider(config({ baseUrl: "http://127.0.0.1:9/v1", maxRetries: 0 })).health();
    expect(unreachable).toMatchObject({ ok: false, status: "unreachable" });
  });
});
