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
 * (`feature.used`; a failing listener is logged, the answer is already sent).
 */
export const registerFeatureRefunds = (app: FastifyInstance, ctx: AppContext) => {
  // An error answer gives the use back before it is sent, so a client that reads its usage right
  // after the error already sees it refunded (onResponse alone raced with that read).
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode >= 400) {
      await refundReservation(ctx, request);
    }
    return payload;
  });
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode >= 400) {
      await refundReservation(ctx, request);
      return;
    }
    const use = request.featureUse;
    if (use) {
      await ctx.events
        .emit("feature.used", { userId: use.userId, feature: use.feature })
        .catch((error: unknown) => request.log.error({ err: error, feature: use.feature }, "a feature.used listener failed"));
    }
  });
};
