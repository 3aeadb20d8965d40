import type { z } from "zod";
import type { FeatureName } from "../rules";
import type { ErrorCode } from "./errors";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type AuthKind = "none" | "user" | "admin";

/**
 * One HTTP endpoint: everything the server needs to register and validate it and everything the
 * typed client needs to call it. `path` uses `:name` placeholders that `params` fills.
 */
export interface EndpointDefinition {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: AuthKind;
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body schema; multipart endpoints leave it out and set `multipart`. */
  body?: z.ZodType;
  multipart?: { field: string; maxBytes: number };
  response: z.ZodType;
  status?: 200 | 201;
  errors: readonly ErrorCode[];
  /** A metered plan feature: refused with 403 FEATURE_LIMIT when exhausted, one use recorded on success. */
  feature?: FeatureName;
  /** Named rate limit applied to the route (see server/src/plugins/rate-limits.ts). */
  rateLimit?: "auth";
  /** Maximum JSON body size in bytes when larger than the server default. */
  bodyLimit?: number;
}

/** Identity helper that keeps the literal types of an endpoint definition. */
export const endpoint = <const E extends EndpointDefinition>(definition: E): E => definition;

type InputPart<Key extends string, S> = S extends z.ZodType ? { [K in Key]: z.input<S> } : { [K in Key]?: never };

/** What a client passes to call an endpoint. */
export type EndpointInput<E extends EndpointDefinition> = InputPart<"params", E["params"]> &
  InputPart<"query", E["query"]> &
  InputPart<"body", E["body"]> &
  (E["multipart"] extends object ? { file: Blob; fileName?: string } : { file?: never });

/** What an endpoint answers on success. */
export type EndpointOutput<E extends EndpointDefinition> = z.output<E["response"]>;

/** True when the input has no required part, so the client may omit it. */
export type HasRequiredInput<E extends EndpointDefinition> = E["params"] extends z.ZodType
  ? true
  : E["body"] extends z.ZodType
    ? true
    : E["multipart"] extends object
      ? true
      : false;
