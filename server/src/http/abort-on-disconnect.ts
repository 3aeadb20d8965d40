import type { FastifyReply } from "fastify";
import type { AppContext } from "../context";
import { refundFeatureUse } from "../domains/account/feature-usage";

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
    controller.abort(new Error("The client closed the request."));
    const { request } = reply;
    const use = request.featureUse;
    if (ctx && use) {
      request.featureUse = null;
      refundFeatureUse(ctx.db, use.userId, use.feature, use.source).catch((error: unknown) =>
        request.log.error({ err: error, feature: use.feature }, "could not refund the use of an abandoned call"),
      );
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
