import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FeatureName } from "@wordloom/shared/rules";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { isEntitled, reserveFeatureUse } from "../domains/account/feature-usage";
import { refundReservation } from "./refund-reservation";
import { requireUser } from "./authenticate";
import "../domains/account/account.events";

/**
 * The quota guard a route declares with `feature`. It reserves one use before the handler runs
 * (so concurrent calls cannot overdraw) and gives it back when the call fails, so exactly the
 * successful calls are counted.
 */
export const featureGuard = (ctx: AppContext, feature: FeatureName) => async (request: FastifyRequest) => {
  const { user } = requireUser(request);
  if (!isEntitled(user, feature)) {
    throw new AppError("PLAN_REQUIRED", undefined, { feature });
  }
  const source = await reserveFeatureUse(ctx.db, user, feature);
  if (!source) {
    throw new AppError("FEATURE_LIMIT", undefined, { feature });
  }
  request.featureUse = { feature, userId: user.id, source };
};

/**
 * Refunds reserved uses of calls that did not succeed, and announces the spent ones
 * (`feature.used`; a failing listener is logged, never turned into an error answer).
 *
 * Both happen before a complete answer is sent (onSend), so a client that reads its usage or what a
 * listener wrote (a learning objective) right after the answer already sees it; onResponse alone
 * raced with that read. A streamed answer is only announced once it has ended (onResponse), since it
 * may still be refunded when it never delivers what spends the use.
 */
export const registerFeatureRefunds = (app: FastifyInstance, ctx: AppContext) => {
  const announced = new WeakSet<FastifyRequest>();
  const announce = async (request: FastifyRequest) => {
    const use = request.featureUse;
    if (!use || announced.has(request)) {
      return;
    }
    announced.add(request);
    await ctx.events
      .emit("feature.used", { userId: use.userId, feature: use.feature })
      .catch((error: unknown) => request.log.error({ err: error, feature: use.feature }, "a feature.used listener failed"));
  };
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode >= 400) {
      await refundReservation(ctx, request);
    } else if (typeof payload === "string" || Buffer.isBuffer(payload) || payload === null || payload === undefined) {
      await announce(request);
    }
    return payload;
  });
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode >= 400) {
      await refundReservation(ctx, request);
      return;
    }
    await announce(request);
  });
};
