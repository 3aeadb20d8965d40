import type { FastifyInstance, FastifyRequest } from "fastify";
import { GenerationQuerySchema, type EndpointDefinition, type GenerationKind, type GenerationResult } from "@wordloom/shared/api";
import { abortOnDisconnect } from "../../http/abort-on-disconnect";
import type { AppContext } from "../../context";
import { badRequest } from "../../errors";
import { authenticate, requireUser } from "../../http/authenticate";
import { featureGuard } from "../../http/feature-guard";
import { runGeneration, type GenerationStep } from "./run-generation";
import { streamGeneration } from "./stream-generation";

/** JSON when asked with ?stream=0, or when the client accepts JSON and not an event stream (the typed client). */
const wantsJson = (request: FastifyRequest): boolean => {
  const { stream } = request.query as { stream?: string };
  if (stream !== undefined) {
    return stream === "0";
  }
  const accept = request.headers.accept ?? "";
  return accept.includes("application/json") && !accept.includes("text/event-stream");
};

const collectResult = async (steps: AsyncGenerator<GenerationStep>): Promise<GenerationResult> => {
  for await (const step of steps) {
    if (step.type === "done") {
      return step.result;
    }
  }
  throw badRequest("The request was cancelled.");
};

/**
 * Registers one generation endpoint of the contract. It is registered directly on Fastify because
 * the answer is usually an event stream, but with the same session check (onRequest) and quota
 * guard (preHandler) as every contract endpoint, and the same body validation.
 */
export const registerGeneration = (app: FastifyInstance, ctx: AppContext, definition: EndpointDefinition, kind: GenerationKind) => {
  app.route({
    method: definition.method,
    url: definition.path,
    schema: {
      summary: `${definition.summary} — server-sent events (delta, usage, done, error), or one JSON answer with ?stream=0 or Accept: application/json`,
      tags: [definition.tag],
      security: [{ bearerAuth: [] }],
      querystring: GenerationQuerySchema,
      ...(definition.body ? { body: definition.body } : {}),
      // Validates the JSON answer; an event stream is piped as it is, never serialized.
      response: { 200: definition.response },
    },
    onRequest: [authenticate(ctx, "user")],
    preHandler: definition.feature ? [featureGuard(ctx, definition.feature)] : [],
    handler: async (request, reply) => {
      const { user } = requireUser(request);
      const steps = runGeneration(ctx, { user, kind, input: request.body, signal: abortOnDisconnect(reply) });
      if (wantsJson(request)) {
        return reply.send(await collectResult(steps));
      }
      await streamGeneration(ctx, request, reply, steps);
      return reply;
    },
  });
};
