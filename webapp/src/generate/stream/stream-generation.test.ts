import { describe, expect, it, vi } from "vitest";
import { generationEndpoints, ApiError, createClient, type ClientOptions } from "@wordloom/shared/api";
import { createStreamGeneration } from "./stream-generation";
import { eventStreamResponse, jsonResponse, sseBlock, testResult } from "./test-streams";

const BODY = { topic: "Remote work" };

const streamingFetch = (response: Response | (() => Response)) =>
  vi.fn<typeof fetch>(async () => (typeof response === "function" ? response() : response));

/** The generation client over the typed client, as the app builds it, on a fake fetch. */
const streamOver = (fetchImpl: typeof fetch, canStream: boolean, options: Partial<ClientOptions> = {}) =>
  createStreamGeneration({ client: createClient({ baseUrl: "", fetch: fetchImpl, ...options }), canStream });

describe("streamGeneration", () => {
  it("passes each delta on, ignores usage and resolves with the done result", async () => {
    const result = testResult({ text: "Hello world" });
    const fetchMock = streamingFetch(
      eventStreamResponse([
        sseBlock("delta", { text: "Hello" }).slice(0, 9),
        sseBlock("delta", { text: "Hello" }).slice(9),
        sseBlock("delta", { text: " world" }),
        ": ping\n\n",
        sseBlock("usage", { tokensIn: 3, tokensOut: 2, estimated: false }),
        sseBlock("done", result),
      ]),
    );
    const deltas: string[] = [];
    const stream = streamOver(fetchMock, true, { getToken: () => "token-1" });
    await expect(stream(generationEndpoints.generateBlog, BODY, { onDelta: (delta) => deltas.push(delta) })).resolves.toEqual(result);
    expect(deltas).toEqual(["Hello", " world"]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/ai/generate/blog");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(JSON.stringify(BODY));
    expect(init?.headers).toMatchObject({
      accept: "text/event-stream",
      authorization: "Bearer token-1",
      "content-type": "application/json",
    });
  });

  it("rejects with the typed error of an error event", async () => {
    const stream = streamOver(
      streamingFetch(
        eventStreamResponse([sseBlock("delta", { text: "Hi" }), sseBlock("error", { code: "MODEL_UNAVAILABLE", message: "down" })]),
      ),
      true,
    );
    const error = await stream(generationEndpoints.generateBlog, BODY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "MODEL_UNAVAILABLE", status: 502 });
  });

  it("rejects with the server's typed error when it refuses before streaming", async () => {
    const stream = streamOver(
      streamingFetch(jsonResponse(403, { error: { code: "FEATURE_LIMIT", message: "limit", details: { feature: "GenerateLLMBlog" } } })),
      true,
    );
    await expect(stream(generationEndpoints.generateBlog, BODY)).rejects.toMatchObject({
      code: "FEATURE_LIMIT",
      status: 403,
      details: { feature: "GenerateLLMBlog" },
    });
  });

  it("treats a 502 without an error body as the model being unavailable", async () => {
    const stream = streamOver(streamingFetch(new Response("Bad gateway", { status: 502 })), true);
    await expect(stream(generationEndpoints.generateBlog, BODY)).rejects.toMatchObject({ code: "MODEL_UNAVAILABLE" });
  });

  it("rejects when the stream ends without done", async () => {
    const stream = streamOver(streamingFetch(eventStreamResponse([sseBlock("delta", { text: "Hi" })])), true);
    await expect(stream(generationEndpoints.generateBlog, BODY)).rejects.toMatchObject({ code: "INTERNAL" });
  });

  it("uses the JSON mode where the browser cannot stream", async () => {
    const result = testResult({ text: "Whole text" });
    const fetchMock = streamingFetch(jsonResponse(200, result));
    const deltas: string[] = [];
    const stream = streamOver(fetchMock, false);
    await expect(stream(generationEndpoints.generateBlog, BODY, { onDelta: (delta) => deltas.push(delta) })).resolves.toEqual(result);
    expect(deltas).toEqual(["Whole text"]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/ai/generate/blog?stream=0");
    expect(init?.headers).toMatchObject({ accept: "application/json" });
  });

  it("reads a JSON answer even when it asked for a stream", async () => {
    const result = testResult({ text: "Template draft", draft: true, provider: "offline" });
    const stream = streamOver(streamingFetch(jsonResponse(200, result)), true);
    await expect(stream(generationEndpoints.generateSocialPost, { category: "how-to", topic: "Tea" })).resolves.toEqual(result);
  });

  it("refreshes the session once on 401 and sends the call again", async () => {
    const result = testResult();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(401, { error: { code: "UNAUTHENTICATED", message: "Please sign in to continue." } }))
      .mockResolvedValueOnce(eventStreamResponse([sseBlock("done", result)]));
    const onUnauthenticated = vi.fn(async () => true);
    const stream = streamOver(fetchMock, true, { onUnauthenticated });
    await expect(stream(generationEndpoints.generateBlog, BODY)).resolves.toEqual(result);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("stops reading when the signal aborts mid-stream", async () => {
    const controller = new AbortController();
    const encoder = new TextEncoder();
    /** Like fetch: the body errors with an AbortError when the request's signal aborts. */
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(encoder.encode(sseBlock("delta", { text: "Hi" })));
          init?.signal?.addEventListener("abort", () => stream.error(new DOMException("Aborted", "AbortError")));
        },
      });
      return new Response(body, { headers: { "content-type": "text/event-stream" } });
    });
    const stream = streamOver(fetchMock, true);
    const deltas: string[] = [];
    const pending = stream(generationEndpoints.generateBlog, BODY, {
      signal: controller.signal,
      onDelta: (delta) => {
        deltas.push(delta);
        controller.abort();
      },
    });
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(deltas).toEqual(["Hi"]);
  });
});
