import fc from "fast-check";
import type { z } from "zod";

/**
 * fast-check arbitraries built from a zod schema, for fuzzing the HTTP contract. The values follow
 * the schema's shape most of the time, so they get past the outer checks and reach the handlers,
 * but any node may be replaced by hostile input: a wrong type, a huge string, deep nesting, NUL,
 * lone surrogates and other control characters, a missing or an extra field.
 */

/** Characters that have broken storage or text handling somewhere: NUL, lone surrogates, controls, bidi, astral. */
export const NASTY_CHARACTERS = [
  "\u0000",
  "\uD800",
  "\uDFFF",
  "\u0001",
  "\u0007",
  "\u000B",
  "\u001B",
  "\u007F",
  "\u0085",
  "\u2028",
  "\u202E",
  "\uFEFF",
  "\uFFFF",
  "😀",
  "\t",
  "\n",
  "\r",
] as const;

/** What PostgreSQL cannot store (NUL) or UTF-8 cannot encode (lone surrogates): drawn most often. */
const unstorableCharacter = fc.constantFrom("\u0000", "\uD800", "\uDFFF");
const nastyCharacter = fc.oneof(
  { arbitrary: unstorableCharacter, weight: 1 },
  { arbitrary: fc.constantFrom(...NASTY_CHARACTERS), weight: 1 },
);
const cleanString = (maxLength: number) =>
  fc.array(fc.constantFrom("a", "B", "7", " ", ".", "é", "-"), { maxLength }).map((characters) => characters.join(""));

/** A string of ordinary characters, half the time with a hostile one somewhere in it. */
export const nastyString = (maxLength = 24) =>
  fc.oneof(
    cleanString(maxLength),
    fc
      .tuple(cleanString(Math.floor(maxLength / 2)), nastyCharacter, cleanString(Math.floor(maxLength / 2)))
      .map(([before, nasty, after]) => `${before}${nasty}${after}`),
  );

/** Values of the wrong type, or far past any limit. */
export const junk = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, "", "0", [], {}, [null], { "": null }),
    fc.constantFrom("x".repeat(300_000), "\u0000".repeat(10_000), "\uD800".repeat(10_000), "😀".repeat(50_000)),
    fc.constant(new DeepNesting(5_000)),
    fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
    fc.string({ unit: "binary", maxLength: 40 }),
    nastyString(),
  );

/**
 * Arrays and objects nested `depth` times with a NUL string at the bottom. Serialized as a marker
 * that `toJsonText` expands (building the nested value itself would overflow the test's own stack
 * in JSON.stringify), and short in a counterexample.
 */
export class DeepNesting {
  constructor(readonly depth: number) {}

  toJSON(): string {
    return `__deep_nesting_${this.depth}__`;
  }

  [fc.toStringMethod](): string {
    return `DeepNesting(${this.depth})`;
  }
}

/** JSON text of a generated value, deep nesting expanded. */
export const toJsonText = (value: unknown): string =>
  JSON.stringify(value).replace(/"__deep_nesting_(\d+)__"/g, (_, depth: string) => {
    const levels = Number(depth);
    const open = Array.from({ length: levels }, (_unused, level) => (level % 2 === 0 ? "[" : '{"a":')).join("");
    const close = Array.from({ length: levels }, (_unused, level) => (level % 2 === 0 ? "]" : "}"))
      .reverse()
      .join("");
    return `${open}"\\u0000"${close}`;
  });

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

export interface ArbitraryOptions {
  /** Ids that exist (the caller's own resources); uuid strings are drawn from them half the time. */
  realIds: readonly string[];
}

const URLS = [
  "https://example.invalid/",
  "http://127.0.0.1/",
  "http://[::ffff:7f00:1]/",
  "file:///etc/passwd",
  "http://example.invalid/\u0000",
  "not a url",
];

const stringArbitrary = (schema: z.ZodType, options: ArbitraryOptions): fc.Arbitrary<unknown> => {
  const bag = schema._zod.bag as { format?: string; minimum?: number; maximum?: number };
  switch (bag.format) {
    case "uuid":
    case "guid":
      return fc.oneof(
        fc.constantFrom(...options.realIds),
        fc.uuid(),
        fc.constantFrom("not-a-uuid", "00000000-0000-0000-0000-00000000000\u0000"),
      );
    case "email":
      return fc.oneof(
        fc.emailAddress(),
        nastyString().map((text) => `a${text}@example.test`),
      );
    case "url":
      return fc.constantFrom(...URLS);
    case "datetime":
      return fc.oneof(
        fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((date) => date.toISOString()),
        nastyString(),
      );
    default: {
      const min = bag.minimum ?? 0;
      const max = Math.min(bag.maximum ?? 64, 64);
      return nastyString(Math.max(min, max)).map((text) => text.padEnd(min, "x"));
    }
  }
};

const numberArbitrary = (schema: z.ZodType): fc.Arbitrary<unknown> => {
  const bag = schema._zod.bag as { minimum?: number; maximum?: number; format?: string };
  const min = Number.isFinite(bag.minimum) ? (bag.minimum as number) : -10;
  const max = Number.isFinite(bag.maximum) ? (bag.maximum as number) : 1_000;
  return fc.oneof(
    fc.integer({ min: Math.ceil(Math.max(min, -1e6)), max: Math.floor(Math.min(max, 1e6)) }),
    fc.constantFrom(min - 1, max + 1, 0.5, Number.MAX_SAFE_INTEGER, 2 ** 31),
  );
};

const objectArbitrary = (schema: z.ZodType, options: ArbitraryOptions, depth: number): fc.Arbitrary<unknown> => {
  const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
  const fields = Object.entries(shape).map(([key, field]) => {
    const required = !field.safeParse(undefined).success;
    // A required field is left out now and then, an optional one half the time.
    const presence = fc.integer({ min: 0, max: 9 }).map((roll) => (required ? roll > 0 : roll >= 5));
    return fc.tuple(fc.constant(key), presence, arbitraryFromSchema(field, options, depth + 1));
  });
  const extra = fc.option(fc.tuple(fc.constantFrom("extra", "__proto__", "constructor", "\u0000"), junk()), { freq: 8 });
  return fc.tuple(fc.tuple(...fields), extra).map(([entries, extraField]) => {
    const value: Record<string, unknown> = {};
    for (const [key, present, fieldValue] of entries) {
      if (present) {
        value[key] = fieldValue;
      }
    }
    if (extraField) {
      Object.defineProperty(value, extraField[0], { value: extraField[1], enumerable: true, writable: true, configurable: true });
    }
    return value;
  });
};

/** The shape of a value the schema accepts, without the occasional junk node. */
const shapedArbitrary = (schema: z.ZodType, options: ArbitraryOptions, depth: number): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  if (depth > 12) {
    return junk();
  }
  switch (def.type) {
    case "string":
      return stringArbitrary(schema, options);
    case "number":
    case "int":
      return numberArbitrary(schema);
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "object":
      return objectArbitrary(schema, options, depth);
    case "array": {
      const bag = schema._zod.bag as { minimum?: number };
      return fc.array(arbitraryFromSchema(def.element as z.ZodType, options, depth + 1), {
        minLength: Math.min(bag.minimum ?? 0, 3),
        maxLength: Math.max(Math.min(bag.minimum ?? 0, 3), 3),
      });
    }
    case "record":
      return fc.dictionary(nastyString(8), arbitraryFromSchema(def.valueType as z.ZodType, options, depth + 1), { maxKeys: 3 });
    case "union":
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => arbitraryFromSchema(option, options, depth + 1)));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return arbitraryFromSchema(def.innerType as z.ZodType, options, depth + 1);
    case "pipe":
      return arbitraryFromSchema(def.in as z.ZodType, options, depth + 1);
    case "tuple":
      return fc.tuple(...(def.items as z.ZodType[]).map((item) => arbitraryFromSchema(item, options, depth + 1)));
    case "intersection":
      return fc
        .tuple(
          arbitraryFromSchema(def.left as z.ZodType, options, depth + 1),
          arbitraryFromSchema(def.right as z.ZodType, options, depth + 1),
        )
        .map(([left, right]) =>
          typeof left === "object" && left !== null && typeof right === "object" && right !== null ? { ...left, ...right } : left,
        );
    default:
      return fc.oneof(fc.jsonValue({ maxDepth: 3 }), junk());
  }
};

/** Values shaped like the schema's, one node in twenty replaced by junk. */
export const arbitraryFromSchema = (schema: z.ZodType, options: ArbitraryOptions, depth = 0): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: shapedArbitrary(schema, options, depth), weight: 19 }, { arbitrary: junk(), weight: 1 });

/** Paths to every string in a JSON value. */
const stringPaths = (value: unknown, path: (string | number)[] = []): (string | number)[][] => {
  if (typeof value === "string") {
    return [path];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  }
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
};

const replaceStrings = (value: unknown, from: string, to: string): unknown => {
  if (value === from) {
    return to;
  }
  if (Array.isArray(value)) {
    return value.map((item) => replaceStrings(item, from, to));
  }
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceStrings(item, from, to)]));
  }
  return value;
};

/**
 * A valid value with one hostile character put into one of its strings, and into every other string
 * equal to it, so equalities the schema checks (a sentence's text is its fragments' text) still hold
 * and the value gets as far as the handler.
 */
export const poisoned = (valid: unknown): fc.Arbitrary<unknown> => {
  const paths = stringPaths(valid);
  if (paths.length === 0) {
    return fc.constant(valid);
  }
  return fc.tuple(fc.integer({ min: 0, max: paths.length - 1 }), nastyCharacter, fc.nat()).map(([which, nasty, at]) => {
    const path = paths[which] ?? [];
    const original = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], valid) as string;
    const position = original.length === 0 ? 0 : at % (original.length + 1);
    return replaceStrings(valid, original, `${original.slice(0, position)}${nasty}${original.slice(position)}`);
  });
};
