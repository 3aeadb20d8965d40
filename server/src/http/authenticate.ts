import type { FastifyRequest } from "fastify";
import type { AuthKind } from "@wordloom/shared/api";
import type { AppContext } from "../context";
import { unauthenticated } from "../errors";
import { findAdminByAccessToken, findUserByAccessToken, type AdminPrincipal, type UserPrincipal } from "../domains/auth/sessions";
import { bearerToken } from "../domains/auth/tokens";

/** Resolves the bearer token for routes that need a user or an admin session; a user's token never opens admin routes. */
export const authenticate = (ctx: AppContext, kind: Exclude<AuthKind, "none">) => async (request: FastifyRequest) => {
  const token = bearerToken(request.headers.authorization);
  if (!token) {
    throw unauthenticated();
  }
  const principal = kind === "user" ? await findUserByAccessToken(ctx, token) : await findAdminByAccessToken(ctx, token);
  if (!principal) {
    throw unauthenticated();
  }
  request.principal = principal;
};

export const requireUser = (request: FastifyRequest): UserPrincipal => {
  if (request.principal?.kind !== "user") {
    throw unauthenticated();
  }
  return request.principal;
};

export const requireAdmin = (request: FastifyRequest): AdminPrincipal => {
  if (request.principal?.kind !== "admin") {
    throw unauthenticated();
  }
  return request.principal;
};
