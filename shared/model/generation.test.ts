import { describe, expect, it } from "vitest";
import { parseGenerationEvent, readGenerationEvents, SocialPostRequestSchema, splitEventBlocks } from "./generation";

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
    expect(parseGenerationEvent('event: delta\ndata: {"text":"Hi "}')).toEqual({ event: "delta", data: { text: "Hi " } });
    expect(parseGenerationEvent('event: usage\ndata: {"tokensIn":3,"tokensOut":2,"estimated":true}')).toMatchObject({ event: "usage" });
    expect(parseGenerationEvent('event: error\ndata: {"code":"FEATURE_LIMIT","message":"No"}')).toMatchObject({
      event: "error",
      data: { code: "FEATURE_LIMIT" },
    });
    expect(parseGenerationEvent(": ping")).toBeNull();
    expect(parseGenerationEvent('event: other\ndata: {"x":1}')).toBeNull();
    expect(parseGenerationEvent("event: delta\ndata: not json")).toBeNull();
  });

  it("splits a buffer into whole blocks and keeps the rest", () => {
    expect(splitEventBlocks('event: delta\ndata: {"text":"a"}\n\nevent: del')).toEqual({
      blocks: ['event: delta\ndata: {"text":"a"}'],
      rest: "event: del",
    });
  });

  it("reads a response body whose chunks cut events anywhere, multi-byte characters included", async () => {
    const events = [];
    for await (const event of readGenerationEvents(
      streamOf('event: delta\ndata: {"te', 'xt":"caf\u00e9 "}\n\n: ping\n\nevent: delta\ndata: {"text":"ok"}\n', "\n"),
    )) {
      events.push(event);
    }
    expect(events).toEqual([
      { event: "delta", data: { text: "café " } },
      { event: "delta", data: { text: "ok" } },
    ]);
  });
});

describe("social post requests", () => {
  it("applies the spec's defaults and messages", () => {
    expect(SocialPostRequestSchema.parse({ category: "write-my-own", input: "My notes." })).toMatchObject({
      postType: "post",
      tone: "Conversational",
      style: "Creative",
      presentationStyle: "Storytelling",
      length: 20,
      linkedInFormat: false,
    });
    const blog = SocialPostRequestSchema.safeParse({ category: "how-to", topic: "x", postType: "blog", linkedInFormat: true });
    expect(blog.error?.issues[0]?.message).toBe("Not Supported for Blog Type");
    expect(SocialPostRequestSchema.safeParse({ category: "nope" }).error?.issues[0]?.message).toBe("Add a valid category for your post!");
    expect(SocialPostRequestSchema.safeParse({ category: "real-stories", input: "a || b" }).success).toBe(true);
  });
});
