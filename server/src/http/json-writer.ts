import type { z } from "zod";

/** Writes one value of a known shape as JSON text. */
export type JsonWriter = (value: unknown) => string;

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
}

const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** Strings, numbers and booleans are written as JSON.stringify writes them. */
const SCALAR_TYPES = new Set(["string", "enum", "literal", "number", "boolean"]);

const writeScalar: JsonWriter = (value) => {
  // A missing required value: zod's parse refused it (a 500), JSON.stringify would write no value at all.
  if (value === undefined) {
    throw new Error("compileJsonWriter: a required value is missing");
  }
  return JSON.stringify(value);
};

const objectWriter = (shape: Record<string, z.ZodType>): JsonWriter => {
  const fields = Object.entries(shape).map(([key, schema]) => ({
    key,
    prefix: `${JSON.stringify(key)}:`,
    optional: defOf(schema).type === "optional",
    write: writerOf(schema),
  }));
  return (value) => {
    const record = value as Record<string, unknown>;
    let text = "";
    for (const field of fields) {
      const fieldValue = record[field.key];
      if (fieldValue === undefined && field.optional) {
        continue;
      }
      text += `${text === "" ? "" : ","}${field.prefix}${field.write(fieldValue)}`;
    }
    return `{${text}}`;
  };
};

const writerOf = (schema: z.ZodType): JsonWriter => {
  const def = defOf(schema);
  if (SCALAR_TYPES.has(def.type)) {
    return writeScalar;
  }
  if (def.type === "object" && def.shape) {
    return objectWriter(def.shape);
  }
  if (def.type === "array" && def.element) {
    const writeElement = writerOf(def.element);
    return (value) => `[${(value as unknown[]).map(writeElement).join(",")}]`;
  }
  if (def.type === "nullable" && def.innerType) {
    const writeInner = writerOf(def.innerType);
    return (value) => (value === null ? "null" : writeInner(value));
  }
  if (def.type === "optional" && def.innerType) {
    return writerOf(def.innerType);
  }
  throw new Error(`compileJsonWriter: a ${def.type} schema has no writer (use the zod serializer for this response)`);
};

/**
 * A JSON writer compiled once from a response's zod schema, for the hot list answers: it writes the
 * schema's keys in the schema's order and nothing else (what zod's parse then JSON.stringify wrote,
 * unknown keys dropped) without parsing the whole answer again on its way out. It does not check
 * formats (ids, dates, enums): the presenters build these answers from typed rows, and every route
 * test's client still parses each answer with the contract's schema (test-app.ts, validateResponses).
 * Objects, arrays, nullable and optional fields, strings, enums, literals, numbers and booleans only;
 * any other schema kind throws here, at registration.
 */
export const compileJsonWriter = (schema: z.ZodType): JsonWriter => writerOf(schema);
