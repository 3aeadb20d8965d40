import { describe, expect, it } from "vitest";
import { parseGenerationEvents, readGenerationEvents } from "./generation-events";

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(new TextEncoder().encode(chunk));
      }
      controller.close();
    },
  });

describe("generation events", () => {
  it("parses the four event types and skips comments, unknown events and bad data", () => {
    const text = [
      'event: delta\ndata: {"text":"Hi "}',
      'event: usage\ndata: {"tokensIn":3,"tokensOut":2,"estimated":true}',
      ": ping",
      'event: other\ndata: {"x":1}',
      "event: delta\ndata: not json",
      'event: error\ndata: {"code":"FEATURE_LIMIT","message":"No"}',
    ].join("\n\n");
    expect(parseGenerationEvents(text)).toEqual([
      { event: "delta", data: { text: "Hi " } },
      { event: "usage", data: { tokensIn: 3, tokensOut: 2, estimated: true } },
      { event: "error", data: { code: "FEATURE_LIMIT", message: "No" } },
    ]);
  });

  it("reads a response body whose chunks cut events anywhere, multi-byte characters included", async () => {
    const events = [];
    const body = streamOf('event: delta\ndata: {"te', 'xt":"caf\u00e9 "}\n\n: ping\n\nevent: delta\ndata: {"text":"ok"}\n', "\n");
    for await (const event of readGenerationEvents(new Response(body))) {
      events.push(event);
    }
    expect(events).toEqual([
      { event: "delta", data: { text: "café " } },
      { event: "delta", data: { text: "ok" } },
    ]);
  });
});
