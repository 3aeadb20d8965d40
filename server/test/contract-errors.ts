import type { FastifyInstance } from "fastify";
import { afterAll, expect } from "vitest";
import { contract, declaredErrors, ErrorBodySchema, type EndpointDefinition } from "@wordloom/shared/api";

const ENDPOINTS = new Map<string, [string, EndpointDefinition]>(
  Object.entries(contract).map(([name, definition]) => [`${definition.method} ${definition.path}`, [name, definition]]),
);

/**
 * Keeps the contract's `errors` lists true. Method: every error answer the app gives during the
 * server suite passes this onSend hook, which looks up the contract entry of the matched route and
 * notes any code it may not answer (its `errors`, plus what its inputs imply: `declaredErrors`); each test file then fails on what it noted. A route
 * therefore cannot answer a code (in any test) that its contract entry does not declare, and the
 * suite exercises each route's failures, so the lists grow with the tests. INTERNAL is exempt:
 * every route can fail unexpectedly, and no test provokes it on purpose everywhere.
 */
export const checkContractErrors = (app: FastifyInstance) => {
  const undeclared = new Set<string>();
  app.addHook("onSend", async (request, reply, payload) => {
    const entry = ENDPOINTS.get(`${request.method} ${request.routeOptions.url ?? ""}`);
    if (!entry || reply.statusCode < 400 || typeof payload !== "string") {
      return payload;
    }
    const parsed = ErrorBodySchema.safeParse(JSON.parse(payload));
    const code = parsed.success ? parsed.data.error.code : null;
    const [name, definition] = entry;
    if (code && code !== "INTERNAL" && !declaredErrors(definition).includes(code)) {
      undeclared.add(`${name} answered ${code}`);
    }
    return payload;
  });
  afterAll(() => {
    expect([...undeclared], "error codes answered but missing from the contract's errors lists").toEqual([]);
  });
};
