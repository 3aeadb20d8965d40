import type { FastifySchema } from "fastify";
import { z } from "zod";
import { EventStreamQuerySchema, isEventsEndpoint, isFileEndpoint, type EndpointDefinition } from "@wordloom/shared/api";

/** The query an endpoint validates: an event stream with a JSON mode also takes `stream=0|1`. */
const querySchema = (definition: EndpointDefinition): z.ZodType | undefined => {
  if (!isEventsEndpoint(definition) || !definition.response.result) {
    return definition.query;
  }
  return definition.query instanceof z.ZodObject
    ? definition.query.extend(EventStreamQuerySchema.shape)
    : (definition.query ?? EventStreamQuerySchema);
};

/**
 * The success schema: the JSON answer, the JSON mode of an event stream (a stream itself is piped
 * as it is, never serialized), and none for a file, whose bytes are sent as they are.
 */
const successSchema = (definition: EndpointDefinition): z.ZodType | undefined => {
  if (isFileEndpoint(definition)) {
    return undefined;
  }
  if (isEventsEndpoint(definition)) {
    return definition.response.result?.schema;
  }
  return definition.response as z.ZodType;
};

/** The Fastify route schema of a contract entry: validation, serialization and the OpenAPI operation. */
export const routeSchema = (definition: EndpointDefinition, status: number): FastifySchema => {
  const query = querySchema(definition);
  const success = successSchema(definition);
  return {
    summary: definition.summary,
    tags: [definition.tag],
    ...(definition.auth === "none" ? {} : { security: [{ bearerAuth: [] }] }),
    ...(definition.params ? { params: definition.params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(definition.body ? { body: definition.body } : {}),
    ...(definition.multipart ? { consumes: ["multipart/form-data"] } : {}),
    ...(success ? { response: { [status]: success } } : {}),
  };
};
