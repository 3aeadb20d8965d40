import { PassThrough } from "node:stream";
import type { FastifyReply } from "fastify";

/** A comment line every 15 s keeps proxies from closing a stream that waits on a slow model. */
const PING_INTERVAL_MS = 15_000;

interface EventStream {
  send(event: string, data: unknown): void;
  end(): void;
}

/**
 * Opens a server-sent event stream on the reply. It goes through reply.send, so the security
 * headers, request id and response hooks apply as to any other answer.
 */
export const openEventStream = (reply: FastifyReply): EventStream => {
  const stream = new PassThrough();
  const write = (text: string) => {
    if (!stream.writableEnded && !reply.raw.destroyed) {
      stream.write(text);
    }
  };
  const ping = setInterval(() => write(": ping\n\n"), PING_INTERVAL_MS);
  ping.unref();
  void reply
    .header("content-type", "text/event-stream; charset=utf-8")
    .header("cache-control", "no-cache, no-transform")
    // nginx buffers responses unless told not to (handbook llm.md §3).
    .header("x-accel-buffering", "no")
    .send(stream);
  return {
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    end: () => {
      clearInterval(ping);
      stream.end();
    },
  };
};
