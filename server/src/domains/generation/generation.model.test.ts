import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { parseGenerationEvents, readGenerationEvents } from "@wordloom/shared/api";
import { startFakeOpenAi } from "../../../../scripts/fake-openai";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildUser } from "../../../test/factories";
import { featureUsageRow } from "../../../test/feature-usage";
import { createTestApp } from "../../../test/test-app";
import { generations } from "./generations.tables";

const fake = await startFakeOpenAi({ delayMs: 2 });
afterAll(() => fake.close());

const modelEnv = (extra: Record<string, string> = {}) => ({
  LLM_PROVIDER: "openai-compatible",
  LLM_BASE_URL: fake.baseUrl,
  LLM_MODEL: "fake-model",
  LLM_MAX_RETRIES: "1",
  ...extra,
});
const app = await createTestApp({ env: modelEnv() });

const REPLY = "Remote work changed how small teams plan their week and share what they learn.";

beforeEach(() => {
  fake.set({ delayMs: 2, failFirst: 0, badJson: 0, reply: REPLY });
});

const writer = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

const streamed = async (headers: Record<string, string>, url: string, body: unknown) => {
  const response = await app.app.inject({
    method: "POST",
    url,
    headers: { ...headers, accept: "text/event-stream" },
    payload: body as object,
  });
  const events = parseGenerationEvents(response.body);
  return { response, events };
};

const rowsOf = (userId: string) => app.ctx.db.select().from(generations).where(eq(generations.userId, userId));

const waitFor = async <T>(read: () => Promise<T>, ready: (value: T) => boolean, timeoutMs = 5_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ready(value) || Date.now() > deadline) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("generation with a model (the fake OpenAI-compatible server)", () => {
  it("reports the model as active and ready", async () => {
    const { api } = await writer();
    const status = await api.aiStatus();
    expect(status).toMatchObject({ provider: "openai-compatible", model: "fake-model", health: { ok: true, status: "ready" } });
    expect(status.kinds.every((kind) => kind.mode === "model")).toBe(true);
  });

  it("streams a blog token by token, records the reported usage, and Re-Generate makes a second record", async () => {
    const { user, headers } = await writer();
    const { response, events } = await streamed(headers, "/api/ai/generate/blog", { topic: "Remote work for small teams" });
    expect(response.statusCode).toBe(200);
    const deltas = events.flatMap((event) => (event.event === "delta" ? [event.data.text] : []));
    expect(deltas.length).toBe(REPLY.split(" ").length);
    expect(deltas.join("")).toBe(REPLY);
    const usage = events.find((event) => event.event === "usage");
    expect(usage?.data).toMatchObject({ estimated: false, tokensOut: Math.ceil(REPLY.length / 4) });
    expect(events.at(-1)).toMatchObject({
      event: "done",
      data: { provider: "openai-compatible", model: "fake-model", draft: false, text: REPLY },
    });
    const prompt = JSON.stringify(fake.lastRequest()?.body.messages);
    expect(prompt).toContain('<data name=\\"topic\\">\\nRemote work for small teams\\n</data>');
    await streamed(headers, "/api/ai/generate/blog", { topic: "Remote work for small teams" });
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      status: "completed",
      estimated: false,
      provider: "openai-compatible",
      model: "fake-model",
      promptId: "blog",
      feature: "GenerateLLMBlog",
    });
    expect(rows[0]?.tokensIn).toBeGreaterThan(0);
    expect(await featureUsageRow(app.ctx.db, user.id, "GenerateLLMBlog")).toMatchObject({ usageCount: 2 });
  });

  it("answers structured kinds with a validated object", async () => {
    const { api } = await writer();
    const carousel = await api.generateCarousel({ body: { topic: "Bookkeeping habits", slideCount: 3 } });
    expect(carousel.object).toMatchObject({
      title: "placeholder",
      slides: [{ heading: "placeholder", body: "placeholder" }, { heading: "placeholder" }],
    });
    expect(fake.lastRequest()?.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "carousel", strict: true },
    });
    fake.set({ badJson: 2 });
    expect(await failure(api.generateHeadlines({ body: { topic: "cash flow" } }))).toMatchObject({
      status: 502,
      code: "BAD_OUTPUT",
      message: "Something went wrong!",
    });
  });

  it("answers 502 with the spec's message when the model fails before any text, and gives the use back", async () => {
    const { user, api, headers } = await writer();
    fake.set({ failFirst: 10 });
    const error = await failure(api.generateMemoir({ body: { request: "The summer I learned to swim" } }));
    expect(error).toMatchObject({
      status: 502,
      code: "MODEL_UNAVAILABLE",
      message: "We are facing issues with our servers. please try in a few minutes",
    });
    const { response } = await streamed(headers, "/api/ai/generate/memoir", { request: "The summer I learned to swim" });
    expect(response.statusCode).toBe(502);
    // The guard gives the use back in an onResponse hook, which may finish just after the answer.
    const usage = await waitFor(
      () => featureUsageRow(app.ctx.db, user.id, "Memoir"),
      (row) => row?.usageCount === 0,
    );
    expect(usage).toMatchObject({ usageCount: 0 });
    const rows = await rowsOf(user.id);
    expect(rows.map((row) => [row.status, row.errorCode])).toEqual([
      ["failed", "MODEL_UNAVAILABLE"],
      ["failed", "MODEL_UNAVAILABLE"],
    ]);
  });

  it("records estimated usage and closes the upstream stream when the browser goes away mid-stream", async () => {
    const { user, headers, accessToken } = await writer();
    fake.set({ delayMs: 40, reply: Array.from({ length: 200 }, (_, index) => `word${index}`).join(" ") });
    const address = await app.app.listen({ port: 0, host: "127.0.0.1" });
    const abortsBefore = fake.stats.aborted;
    const controller = new AbortController();
    const response = await fetch(`${address}/api/ai/generate/blog`, {
      method: "POST",
      headers: { ...headers, accept: "text/event-stream", "content-type": "application/json" },
      body: JSON.stringify({ topic: "Remote work" }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    let deltas = 0;
    const body = response.body;
    if (!body) {
      throw new Error("no body");
    }
    await (async () => {
      for await (const event of readGenerationEvents(new Response(body))) {
        if (event.event === "delta" && (deltas += 1) === 2) {
          controller.abort();
          return;
        }
      }
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) {
        throw error;
      }
    });
    await fake.waitForAborts(abortsBefore + 1);
    const rows = await waitFor(
      () => rowsOf(user.id),
      (found) => found.length > 0,
    );
    expect(rows).toEqual([expect.objectContaining({ status: "aborted", estimated: true, promptId: "blog" })]);
    expect(rows[0]?.tokensOut).toBeLessThan(50);
    // The owner sees the same record, usage marked estimated.
    const history = await app.clientFor(accessToken).listGenerations({ query: {} });
    expect(history.items).toEqual([
      expect.objectContaining({
        status: "aborted",
        promptId: "blog",
        promptVersion: 1,
        usage: expect.objectContaining({ estimated: true }),
      }),
    ]);
    expect(history.items[0]?.usage.tokensOut).toBeGreaterThan(0);
    // Text reached the browser, so the use is kept.
    expect(await featureUsageRow(app.ctx.db, user.id, "GenerateLLMBlog")).toMatchObject({ usageCount: 1 });
    expect((app.app.server.address() as AddressInfo).port).toBeGreaterThan(0);
    // fetch keeps its socket alive; the app could not close while it is open.
    app.app.server.closeAllConnections();
  });
});

describe("a stream cut by the deadline", () => {
  it("ends with an error event after the text it had, and records the failure", async () => {
    const slow = await createTestApp({ env: modelEnv({ LLM_TIMEOUT_SECONDS: "0.4" }) });
    const signed = await buildUser(slow.ctx);
    fake.set({ delayMs: 60, reply: Array.from({ length: 40 }, () => "slow").join(" ") });
    const response = await slow.app.inject({
      method: "POST",
      url: "/api/ai/generate/message-craft",
      headers: { ...signed.headers, accept: "text/event-stream" },
      payload: { request: "A note to the team" },
    });
    const events = parseGenerationEvents(response.body);
    expect(events.filter((event) => event?.event === "delta").length).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({
      event: "error",
      data: { code: "MODEL_UNAVAILABLE", message: "We are facing issues with our servers. please try in a few minutes" },
    });
    const [row] = await slow.ctx.db.select().from(generations).where(eq(generations.userId, signed.user.id));
    expect(row).toMatchObject({ status: "failed", errorCode: "MODEL_UNAVAILABLE", estimated: true });
  });
});
