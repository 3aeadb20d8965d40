import type { MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from "fastify";
import type { z } from "zod";
import {
  findUnstorableStrings,
  isEventsEndpoint,
  isFileEndpoint,
  type EndpointDefinition,
  type EndpointEvent,
  type EndpointOutput,
  type EventsEndpoint,
  type EventsResponse,
  type FileEndpoint,
} from "@wordloom/shared/api";
import type { AppContext } from "../context";
import { badRequest } from "../errors";
import { abortOnDisconnect } from "./abort-on-disconnect";
import { authenticate } from "./authenticate";
import { featureGuard } from "./feature-guard";
import { refuseUnstorable, unstorableError } from "./refuse-unstorable";
import { addressRateLimit, rateLimitOptions } from "./rate-limits";
import { sendEvents, type ServerEvent } from "./send-events";
import { sendFile, type FileAnswer } from "./send-file";
import { compileJsonWriter } from "./json-writer";
import { routeSchema } from "./route-schema";

type Part<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<E extends EndpointDefinition> {
  params: Part<E["params"]>;
  query: Part<E["query"]>;
  body: Part<E["body"]>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The uploaded file of a multipart endpoint. */
  file: E["multipart"] extends object ? MultipartFile : undefined;
  /** An event stream's: fires when the client goes away, so the work stops. */
  signal: E["response"] extends EventsResponse ? AbortSignal : undefined;
}

/** A JSON endpoint's handler: the value the response schema validates. */
type EndpointHandler<E extends EndpointDefinition> = (input: HandlerInput<E>) => Promise<EndpointOutput<E>>;
/** A file endpoint's handler: the bytes, their type and the download's name. */
type FileHandler<E extends FileEndpoint> = (input: HandlerInput<E>) => Promise<FileAnswer>;
/** An events endpoint's handler: the events in order; what it throws after the stream opened is sent as `error`. */
type EventsHandler<E extends EventsEndpoint> = (input: HandlerInput<E>) => AsyncIterable<Exclude<EndpointEvent<E>, { event: "error" }>>;

/** How a JSON endpoint's answer goes out. */
export interface JsonEndpointOptions {
  /**
   * Write the answer with a writer compiled from the response schema (json-writer.ts) instead of
   * parsing it with zod and then stringifying it: for the hot lists (hundreds of items), whose
   * presenters build exactly the schema's shape. Route tests still parse every answer with the schema.
   */
  compiledWriter?: boolean;
}

const readUpload = async (definition: EndpointDefinition, request: FastifyRequest): Promise<MultipartFile | undefined> => {
  if (!definition.multipart) {
    return undefined;
  }
  if (!request.isMultipart()) {
    throw badRequest(`Send the file as multipart/form-data in the field "${definition.multipart.field}".`);
  }
  const file = await request.file({ limits: { fileSize: definition.multipart.maxBytes, files: 1, fields: 5 } });
  if (!file || file.fieldname !== definition.multipart.field) {
    throw badRequest(`Send the file in the field "${definition.multipart.field}".`);
  }
  // The file's name is a string the client sent, like any other in the request.
  const issues = findUnstorableStrings(file.filename, ["file", "filename"]);
  if (issues.length > 0) {
    throw unstorableError(issues);
  }
  return file;
};

/**
 * Registers one contract entry: its schemas validate the request and the response, its `auth`
 * and `feature` declare the session and quota checks, its `response` says how the answer goes out
 * (JSON, a file download, or server-sent events), and the handler only does the work.
 */
export function registerEndpoint<E extends FileEndpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  definition: E,
  handler: FileHandler<E>,
): void;
export function registerEndpoint<E extends EventsEndpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  definition: E,
  handler: EventsHandler<E>,
): void;
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  ctx: AppContext,
  definition: E,
  handler: EndpointHandler<E>,
  options?: JsonEndpointOptions,
): void;
export function registerEndpoint(
  app: FastifyInstance,
  ctx: AppContext,
  definition: EndpointDefinition,
  handler: (input: never) => unknown,
  options: JsonEndpointOptions = {},
): void {
  // The session is checked first (onRequest), so a call without one answers 401 whatever its body;
  // every string of the request is then checked for what no field may hold (preValidation), the
  // schemas validate, and the quota is taken only after the request validated (preHandler).
  const onRequest: onRequestAsyncHookHandler[] = definition.auth === "none" ? [] : [authenticate(ctx, definition.auth)];
  const preHandler: preHandlerAsyncHookHandler[] = [];
  const perAddress = definition.rateLimit ? addressRateLimit(ctx, definition.rateLimit) : null;
  if (perAddress) {
    preHandler.push(perAddress);
  }
  if (definition.feature) {
    preHandler.push(featureGuard(ctx, definition.feature));
  }
  const status = definition.status ?? 200;
  const writer =
    options.compiledWriter && !isFileEndpoint(definition) && !isEventsEndpoint(definition)
      ? compileJsonWriter(definition.response as z.ZodType)
      : undefined;
  app.route({
    method: definition.method,
    url: definition.path,
    bodyLimit: definition.bodyLimit,
    config: definition.rateLimit ? { rateLimit: rateLimitOptions(ctx, definition.rateLimit) } : {},
    schema: routeSchema(definition, status),
    onRequest,
    preValidation: [refuseUnstorable(definition)],
    preHandler,
    handler: async (request, reply) => {
      const file = await readUpload(definition, request);
      // Only a stream listens for the client leaving; its handler stops the work on the signal.
      const signal = isEventsEndpoint(definition) ? abortOnDisconnect(reply) : undefined;
      // The route schema validated params, query and body into exactly these types.
      const input = { params: request.params, query: request.query, body: request.body, request, reply, file, signal } as never;
      if (isEventsEndpoint(definition)) {
        return sendEvents(ctx, request, reply, definition.response, handler(input) as AsyncIterable<ServerEvent>);
      }
      if (isFileEndpoint(definition)) {
        return sendFile(reply, await (handler(input) as Promise<FileAnswer>));
      }
      if (writer) {
        return reply
          .status(status)
          .type("application/json; charset=utf-8")
          .serializer(writer)
          .send(await handler(input));
      }
      return reply.status(status).send(await handler(input));
    },
  });
}
