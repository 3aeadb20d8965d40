import { describe, expect, it } from "vitest";
import { createSseParser, type SseMessage } from "./sse-parser";

const parseInChunks = (chunks: readonly string[]): SseMessage[] => {
  const parser = createSseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
};

const STREAM =
  'event: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\n: ping\n\nevent: usage\ndata: {"tokensIn":3}\n\n';

describe("SSE parser", () => {
  it("reads named events with their data", () => {
    expect(parseInChunks([STREAM])).toEqual([
      { event: "delta", data: '{"text":"Hel"}' },
      { event: "delta", data: '{"text":"lo"}' },
      { event: "usage", data: '{"tokensIn":3}' },
    ]);
  });

  it("gives the same messages however the bytes are split", () => {
    const whole = parseInChunks([STREAM]);
    for (let size = 1; size <= 7; size += 1) {
      const chunks: string[] = [];
      for (let start = 0; start < STREAM.length; start += size) {
        chunks.push(STREAM.slice(start, start + size));
      }
      expect(parseInChunks(chunks)).toEqual(whole);
    }
  });

  it("dispatches a message only at the blank line that ends it", () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\ndata: {"te')).toEqual([]);
    expect(parser.push('xt":"a"}\n')).toEqual([]);
    expect(parser.push("\n")).toEqual([{ event: "delta", data: '{"text":"a"}' }]);
  });

  it("accepts CRLF and CR line ends, also when CRLF is split across chunks", () => {
    expect(parseInChunks(["event: done\r", "\ndata: 1\r\n\r", "\n"])).toEqual([{ event: "done", data: "1" }]);
    expect(parseInChunks(["event: done\rdata: 2\r\r"])).toEqual([{ event: "done", data: "2" }]);
  });

  it("joins several data lines with a newline and names unnamed events 'message'", () => {
    expect(parseInChunks(["data: one\ndata: two\n\n"])).toEqual([{ event: "message", data: "one\ntwo" }]);
  });

  it("skips comments, id and retry fields and blocks without data", () => {
    expect(parseInChunks([": ping\n\nid: 4\nretry: 100\n\nevent: delta\n\n"])).toEqual([]);
  });

  it("removes only one space after the colon", () => {
    expect(parseInChunks(["data:  two spaces\n\n", "data:none\n\n"])).toEqual([
      { event: "message", data: " two spaces" },
      { event: "message", data: "none" },
    ]);
  });

  it("dispatches a last message the stream ended without a blank line", () => {
    expect(parseInChunks(['event: done\ndata: {"ok":true}'])).toEqual([{ event: "done", data: '{"ok":true}' }]);
  });
});
