import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { refundFeatureUse } from "../domains/account/feature-usage";

/**
 * Gives back the use the feature guard reserved for this request, once: for a call that failed, one
 * the client abandoned, or a stream that answered 200 but never delivered what spends it. A failed
 * refund is logged, never thrown (the answer is already decided).
 */
export const refundReservation = async (ctx: Pick<AppContext, "db">, request: FastifyRequest): Promise<void> => {
  const use = request.featureUse;
  if (!use) {
    return;
  }
  request.featureUse = null;
  await refundFeatureUse(ctx.db, use.userId, use.feature, use.source).catch((error: unknown) =>
    request.log.error({ err: error, feature: use.feature }, "could not refund a feature use"),
  );
};
