import type { z } from "zod";

/** Writes one value of a known shape as JSON text. */
export type JsonWriter = (value: unknown) => string;

/** Copies a value keeping only what its schema declares. */
type Projector = (value: unknown) => unknown;

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
}

const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** Strings, numbers and booleans go to JSON.stringify as they are. */
const SCALAR_TYPES = new Set(["string", "enum", "literal", "number", "boolean"]);

const scalar: Projector = (value) => {
  // A missing required value: zod's parse refused it (a 500); JSON.stringify would silently drop the key.
  if (value === undefined) {
    throw new Error("compileJsonWriter: a required value is missing");
  }
  return value;
};

const objectProjector = (shape: Record<string, z.ZodType>): Projector => {
  const fields = Object.entries(shape).map(([key, schema]) => ({ key, project: projectorOf(schema) }));
  return (value) => {
    const record = value as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const field of fields) {
      copy[field.key] = field.project(record[field.key]);
    }
    return copy;
  };
};

const projectorOf = (schema: z.ZodType): Projector => {
  const def = defOf(schema);
  if (SCALAR_TYPES.has(def.type)) {
    return scalar;
  }
  if (def.type === "object" && def.shape) {
    return objectProjector(def.shape);
  }
  if (def.type === "array" && def.element) {
    const projectElement = projectorOf(def.element);
    return (value) => (value as unknown[]).map((element) => projectElement(element));
  }
  if (def.type === "nullable" && def.innerType) {
    const projectInner = projectorOf(def.innerType);
    return (value) => (value === null ? null : projectInner(value));
  }
  if (def.type === "optional" && def.innerType) {
    // An undefined optional key stays undefined, and JSON.stringify leaves it out, as it did after zod.
    const projectInner = projectorOf(def.innerType);
    return (value) => (value === undefined ? undefined : projectInner(value));
  }
  throw new Error(`compileJsonWriter: a ${def.type} schema has no writer (use the zod serializer for this response)`);
};

/**
 * A JSON writer compiled once from a response's zod schema, for the hot list answers: it copies the
 * schema's keys in the schema's order and nothing else (what zod's parse kept, unknown keys dropped),
 * then makes one JSON.stringify call, without zod checking every field of hundreds of items again
 * on the way out. (One JSON.stringify call per value was 2–3 times slower than zod's parse: the
 * native stringify is fastest on the whole tree.) It does not check formats (ids, dates, enums): the
 * presenters build these answers from typed rows, and every route test's client still parses each
 * answer with the contract's schema (test-app.ts, validateResponses). Objects, arrays, nullable and
 * optional fields, strings, enums, literals, numbers and booleans only; any other schema kind throws
 * here, when the route is registered.
 */
export const compileJsonWriter = (schema: z.ZodType): JsonWriter => {
  const project = projectorOf(schema);
  return (value) => JSON.stringify(project(value));
};
