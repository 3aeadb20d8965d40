import type { MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from "fastify";
import type { z } from "zod";
import type { EndpointDefinition, EndpointOutput } from "@wordloom/shared/api";
import type { AppContext } from "../context";
import { badRequest } from "../errors";
import { authenticate } from "./authenticate";
import { featureGuard } from "./feature-guard";
import { rateLimitOptions } from "./rate-limits";

type Part<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<E extends EndpointDefinition> {
  params: Part<E["params"]>;
  query: Part<E["query"]>;
  body: Part<E["body"]>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The uploaded file of a multipart endpoint. */
  file: E["multipart"] extends object ? MultipartFile : undefined;
}

export type EndpointHandler<E extends EndpointDefinition> = (input: HandlerInput<E>) => Promise<EndpointOutput<E>>;

/**
 * Registers one contract entry: its schemas validate the request and the response, its `auth`
 * and `feature` declare the session and quota checks, and the handler only does the work.
 */
export const registerEndpoint = <E extends EndpointDefinition>(
  app: FastifyInstance,
  ctx: AppContext,
  definition: E,
  handler: EndpointHandler<E>,
) => {
  // The session is checked first (onRequest), so a call without one answers 401 whatever its body;
  // the quota is taken only after the request validated (preHandler).
  const onRequest: onRequestAsyncHookHandler[] = definition.auth === "none" ? [] : [authenticate(ctx, definition.auth)];
  const preHandler: preHandlerAsyncHookHandler[] = [];
  if (definition.feature) {
    preHandler.push(featureGuard(ctx, definition.feature));
  }
  const status = definition.status ?? 200;
  app.route({
    method: definition.method,
    url: definition.path,
    bodyLimit: definition.bodyLimit,
    config: definition.rateLimit ? { rateLimit: rateLimitOptions(ctx, definition.rateLimit) } : {},
    schema: {
      summary: definition.summary,
      tags: [definition.tag],
      ...(definition.auth === "none" ? {} : { security: [{ bearerAuth: [] }] }),
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.multipart ? { consumes: ["multipart/form-data"] } : {}),
      response: { [status]: definition.response },
    },
    onRequest,
    preHandler,
    handler: async (request, reply) => {
      let file: MultipartFile | undefined;
      if (definition.multipart) {
        if (!request.isMultipart()) {
          throw badRequest(`Send the file as multipart/form-data in the field "${definition.multipart.field}".`);
        }
        file = await request.file({ limits: { fileSize: definition.multipart.maxBytes, files: 1, fields: 5 } });
        if (!file || file.fieldname !== definition.multipart.field) {
          throw badRequest(`Send the file in the field "${definition.multipart.field}".`);
        }
      }
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
        file,
        // The route schema above validated params, query and body into exactly these types.
      } as unknown as HandlerInput<E>);
      return reply.status(status).send(result);
    },
  });
};
