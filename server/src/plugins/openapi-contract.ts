import { z } from "zod";
import {
  contract,
  declaredErrors,
  ERROR_STATUS,
  ErrorBodySchema,
  isEventsEndpoint,
  isFileEndpoint,
  type EndpointDefinition,
} from "@wordloom/shared/api";

type ResponseDocs = Record<string, unknown>;

const ENDPOINTS = new Map<string, EndpointDefinition>(
  Object.values(contract).map((definition) => [`${definition.method} ${definition.path}`, definition]),
);

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });

const ERROR_BODY = jsonSchema(ErrorBodySchema);

/** The contract entry a route registers, by method and path. */
export const endpointOf = (method: string | readonly string[] | undefined, url: string): EndpointDefinition | undefined =>
  ENDPOINTS.get(`${Array.isArray(method) ? method[0] : method} ${url}`);

/** One response per error status, naming the codes the entry may answer (`declaredErrors`). */
const errorResponses = (definition: EndpointDefinition): ResponseDocs => {
  const byStatus = new Map<number, string[]>();
  for (const code of declaredErrors(definition)) {
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      { description: `Error: ${codes.join(", ")}`, content: { "application/json": { schema: ERROR_BODY } } },
    ]),
  );
};

/** A file's or an event stream's success response, which the zod transform cannot describe. */
const successResponse = (definition: EndpointDefinition, converted: unknown): ResponseDocs => {
  const status = definition.status ?? 200;
  if (isFileEndpoint(definition)) {
    const content = Object.fromEntries(
      definition.response.contentTypes.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
    );
    return { [status]: { description: "The file, as an attachment named in Content-Disposition", content } };
  }
  if (isEventsEndpoint(definition)) {
    return {
      [status]: {
        description:
          "Server-sent events (each `event: <name>` with JSON `data`); with ?stream=0 or Accept: application/json, the one JSON result",
        content: {
          "text/event-stream": { schema: jsonSchema(definition.response.event) },
          ...(converted ? { "application/json": { schema: converted } } : {}),
        },
      },
    };
  }
  return {};
};

/** Adds a contract entry's documented responses (success modes and every listed error) to its converted route schema. */
export const withContractResponses = (definition: EndpointDefinition, response: ResponseDocs | undefined): ResponseDocs => {
  const status = String(definition.status ?? 200);
  return { ...response, ...successResponse(definition, response?.[status]), ...errorResponses(definition) };
};
