import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { documentText, opaqueText } from "../model/text";
import { contract } from "./endpoints";
import type { EndpointDefinition } from "./contract";

/**
 * Every string a request takes has a control-character policy in its schema (shared/model/text.ts):
 * NUL and unpaired surrogates are refused by the schema itself (the server also refuses them in
 * any string before the schemas run), and another control character is refused, removed, or kept
 * by a field whose description says so (document text for the checks, passwords).
 */

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const KEEPING_POLICIES = new Set([documentText(1).description, opaqueText(1).description]);

interface StringField {
  path: string;
  schema: z.ZodType;
}

/** The string schemas (a string, or a pipe from one) inside a request schema, with their paths. */
const stringFields = (schema: z.ZodType, path: string, found: StringField[] = []): StringField[] => {
  const def = defOf(schema);
  if (def.type === "string" || (def.type === "pipe" && defOf(def.in as z.ZodType).type === "string")) {
    found.push({ path, schema });
    return found;
  }
  for (const key of ["innerType", "in", "element", "valueType"] as const) {
    if (def[key]) {
      stringFields(def[key] as z.ZodType, key === "element" ? `${path}[]` : path, found);
    }
  }
  if (def.type === "object") {
    for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      stringFields(field, `${path}.${name}`, found);
    }
  }
  if (def.type === "union") {
    (def.options as z.ZodType[]).forEach((option) => stringFields(option, path, found));
  }
  return found;
};

const FIELDS = Object.entries(contract as Record<string, EndpointDefinition>).flatMap(([name, definition]) =>
  (["params", "query", "body"] as const).flatMap((part) => {
    const schema = definition[part];
    return schema ? stringFields(schema, `${name}.${part}`) : [];
  }),
);

describe("the control-character policy of every string a request takes", () => {
  it("finds the request's strings", () => {
    expect(FIELDS.length).toBeGreaterThan(100);
  });

  it.each(["a\u0000b", "a\uD800b", "a\uDFFFb", "\uDC00"])("refuses %j in every string field", (value) => {
    const accepting = FIELDS.filter(({ schema }) => schema.safeParse(value).success).map(({ path }) => path);
    expect(accepting).toEqual([]);
  });

  it("refuses or removes other control characters, or keeps them in a field that says so", () => {
    const silent = FIELDS.filter(({ schema }) => {
      const parsed = schema.safeParse("ab\u0001c");
      return parsed.success && parsed.data === "ab\u0001c" && !KEEPING_POLICIES.has(schema.description);
    }).map(({ path }) => path);
    expect(silent).toEqual([]);
  });
});
