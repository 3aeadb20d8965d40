import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { endpointOf, withContractResponses } from "./openapi-contract";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The zod transform, then each contract entry's file or event-stream answer and its listed errors. */
const transform = (input: TransformInput) => {
  const converted = jsonSchemaTransform(input);
  const definition = endpointOf(input.route.method, input.url);
  if (!definition || !converted.schema || converted.schema.hide) {
    return converted;
  }
  const response = converted.schema.response as Record<string, unknown> | undefined;
  return { ...converted, schema: { ...converted.schema, response: withContractResponses(definition, response) } };
};

/** OpenAPI generated from the same zod schemas that validate the routes, with each route's listed errors; docs at /api/docs. */
export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Wordloom API", version: "0.1.0", description: "Every endpoint of the Wordloom server." },
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
};
