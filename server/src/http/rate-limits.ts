import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { EndpointDefinition } from "@wordloom/shared/api";
import { AppError } from "../errors";
import type { AppContext } from "../context";
import { countAttempt } from "../plugins/rate-limit-store";

type RateLimitName = NonNullable<EndpointDefinition["rateLimit"]>;

const emailOf = (request: FastifyRequest): string => {
  const body = request.body;
  if (body && typeof body === "object" && "email" in body && typeof body.email === "string") {
    return body.email.trim().toLowerCase().slice(0, 254);
  }
  return "";
};

/**
 * The route's own limit: attempts per client address and e-mail, so one address cannot keep
 * guessing one account's password (refresh has no e-mail: per address).
 */
export const rateLimitOptions = (ctx: AppContext, _name: RateLimitName): RateLimitOptions => ({
  max: ctx.config.authRateLimit.max,
  timeWindow: ctx.config.authRateLimit.windowSeconds * 1000,
  hook: "preHandler",
  keyGenerator: (request) => `${request.routeOptions.url ?? ""}|${request.ip}|${emailOf(request)}`,
});

/**
 * The second limit of sign-in and sign-up: attempts per client address whatever the e-mail, so
 * one address cannot try a password against many accounts (credential stuffing) or create
 * accounts in bulk. Counted in PostgreSQL like the first; user and admin sign-ins share it.
 */
export const addressRateLimit = (ctx: AppContext, name: RateLimitName): preHandlerAsyncHookHandler | null => {
  if (name === "refresh") {
    return null;
  }
  const { max, windowSeconds } = ctx.config.addressRateLimits[name];
  return async (request) => {
    const { current, ttl } = await countAttempt(ctx.db, ctx.clock, `address:${name}|${request.ip}`, windowSeconds * 1000);
    if (current > max) {
      throw rateLimitError(ttl);
    }
  };
};

export const rateLimitError = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    "RATE_LIMITED",
    `Too many attempts. Please try again in ${seconds} seconds.`,
    { retryAfterSeconds: seconds },
    {
      "retry-after": String(seconds),
    },
  );
};
