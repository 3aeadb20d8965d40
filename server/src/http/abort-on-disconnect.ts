import type { FastifyReply } from "fastify";
import type { AppContext } from "../context";
import { refundReservation } from "./refund-reservation";

/** The abort reason when the client left: the error handler logs it at info (nobody is waiting for an answer). */
export class ClientClosedRequest extends Error {
  constructor() {
    super("The client closed the request.");
    this.name = "ClientClosedRequest";
  }
}

/**
 * A signal that fires when the client goes away before the answer is sent, so its work stops.
 *
 * With `ctx`, the quota use the feature guard reserved is also given back: a request the client
 * abandoned (the editor aborts the earlier, stale call when a newer one starts; spec document 2
 * §7–§8: "aborted calls are ignored") never delivers a result, so it is not counted. Fastify's
 * onResponse hook, where failed calls are refunded, does not run for a response that never finished.
 */
export const abortOnDisconnect = (reply: FastifyReply, ctx?: Pick<AppContext, "db">): AbortSignal => {
  const controller = new AbortController();
  // 'finish' (the answer was handed over in full) rather than writableFinished, which in-process
  // test requests never set.
  let answered = false;
  reply.raw.once("finish", () => {
    answered = true;
  });
  const onClose = () => {
    if (answered || reply.raw.writableFinished) {
      return;
    }
    controller.abort(new ClientClosedRequest());
    if (ctx) {
      void refundReservation(ctx, reply.request);
    }
  };
  if (reply.raw.destroyed) {
    // The client left before this handler asked (while its input was still being read).
    onClose();
  } else {
    reply.raw.once("close", onClose);
  }
  return controller.signal;
};
