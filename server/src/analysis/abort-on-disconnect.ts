import type { FastifyReply } from "fastify";

/** A signal that fires when the client goes away before the answer is sent, so its work stops. */
export const abortOnDisconnect = (reply: FastifyReply): AbortSignal => {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) {
      controller.abort(new Error("The client closed the request."));
    }
  });
  return controller.signal;
};
