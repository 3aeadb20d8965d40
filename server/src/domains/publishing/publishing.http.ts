import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { findUserByAccessToken } from "../auth/sessions";
import { bearerToken } from "../auth/tokens";

/**
 * The signed-in reader of a public call that needs no session, or null: a missing, expired or
 * unknown token reads as anonymous (public reading never answers 401).
 */
export const optionalReader = async (ctx: Pick<AppContext, "db" | "clock">, request: FastifyRequest) => {
  const token = bearerToken(request.headers.authorization);
  if (!token) {
    return null;
  }
  return (await findUserByAccessToken(ctx, token))?.user ?? null;
};
