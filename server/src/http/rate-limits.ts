import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { EndpointDefinition } from "@wordloom/shared/api";
import { AppError } from "../errors";
import type { AppContext } from "../context";

const emailOf = (request: FastifyRequest): string => {
  const body = request.body;
  if (body && typeof body === "object" && "email" in body && typeof body.email === "string") {
    return body.email.trim().toLowerCase().slice(0, 254);
  }
  return "";
};

/**
 * Route-level rate limits by name. Sign-in style routes count attempts per client address and
 * e-mail, so one address cannot keep guessing one account's password.
 */
export const rateLimitOptions = (ctx: AppContext, name: NonNullable<EndpointDefinition["rateLimit"]>): RateLimitOptions => {
  switch (name) {
    case "auth":
      return {
        max: ctx.config.authRateLimit.max,
        timeWindow: ctx.config.authRateLimit.windowSeconds * 1000,
        hook: "preHandler",
        keyGenerator: (request) => `${request.routeOptions.url ?? ""}|${request.ip}|${emailOf(request)}`,
      };
  }
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
