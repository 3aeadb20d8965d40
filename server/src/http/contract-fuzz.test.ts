import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { contract, declaredErrors, type EndpointDefinition } from "@wordloom/shared/api";
import { arbitraryFromSchema, junk, nastyString, poisoned, toJsonText } from "../../test/arbitrary-from-schema";
import { exampleFromSchema } from "../../test/example-from-schema";
import { buildAdmin, buildBrandVoice, buildDocument, buildPages, buildToneStyle, buildUser } from "../../test/factories";
import { createTestApp } from "../../test/test-app";

/**
 * Contract-driven fuzzing: every endpoint of the contract is called with generated params, queries
 * and bodies (wrong types, missing and extra fields, NUL, lone surrogates and other control
 * characters, huge strings, deep nesting, real, random and malformed ids) by a signed-in user who
 * owns real resources. Whatever arrives, no answer may be a 5xx (nor an `error` event with
 * INTERNAL in a stream). Fixed seed and a bounded number of cases per endpoint, so a failure
 * reproduces and the file runs in seconds.
 */

const CASES_PER_ENDPOINT = 20;
const SEED = 20_2611;

/** Valid inputs the generated minimum cannot produce (refinements), so poisoned copies reach the handlers. */
const VALID_INPUT: Record<string, { query?: Record<string, unknown>; body?: Record<string, unknown> }> = {
  createDocument: { body: { title: "Fuzzed", pages: buildPages("Fuzz text.") } },
  replacePages: { body: { pages: buildPages("Fuzz text.", "Second line.") } },
  saveBlocks: {
    body: {
      baseVersion: 1,
      upserted: [{ pageIndex: 0, position: 0, afterBlockId: null, block: buildPages("Saved block.")[0]?.blocks[0] }],
      removed: ["gone-block"],
    },
  },
  updateDocument: { body: { title: "Renamed" } },
  signUp: { body: { email: "fuzz@example.test", password: "long enough password", fname: "Ada", lname: "Lovelace" } },
  signIn: { body: { email: "fuzz@example.test", password: "whatever it is" } },
  adminSignIn: { body: { email: "admin@example.test", password: "whatever it is" } },
  adminListUsers: { query: { q: "ada" } },
  listDocuments: { query: { q: "fuzz" } },
  importDocument: { query: { mode: "new" } },
};

type Endpoint = [string, EndpointDefinition];
const ENDPOINTS = Object.entries(contract as Record<string, EndpointDefinition>) as Endpoint[];

/** Percent-encodes a string as it travels in a URL, lone surrogates as their (invalid) UTF-8 bytes. */
const encodeUrlPart = (value: string): string => {
  let encoded = "";
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    const next = value.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(value.slice(index, index + 2));
      index += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    } else {
      encoded += encodeURIComponent(value[index] ?? "");
    }
  }
  return encoded;
};

const queryString = (query: unknown): string => {
  if (typeof query !== "object" || query === null) {
    return query === undefined ? "" : `?${encodeUrlPart(String(query))}`;
  }
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) =>
      item === null || item === undefined
        ? encodeUrlPart(key)
        : `${encodeUrlPart(key)}=${encodeUrlPart(typeof item === "object" ? toJsonText(item) : String(item))}`,
    ),
  );
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
};

const objectKeys = (schema: z.ZodType | undefined): string[] => {
  const def = schema?._zod.def as { type?: string; shape?: Record<string, unknown>; in?: z.ZodType; innerType?: z.ZodType } | undefined;
  if (!def) {
    return [];
  }
  if (def.type === "object") {
    return Object.keys(def.shape ?? {});
  }
  return objectKeys(def.in ?? def.innerType);
};

const multipartBody = (field: string, fileName: string, content: string) => {
  const boundary = `fuzz${randomUUID().replaceAll("-", "")}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
};

interface FuzzRequest {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  fileName: string;
}

const app = await createTestApp();

/** A signed-in user with a paid plan (so metered and add-on routes run their handlers) and one of each resource. */
const ownerWithResources = async () => {
  const owner = await buildUser(app.ctx, { subscriptionType: "gold", addons: ["legal", "proof", "contentPlanner", "writingExercise"] });
  const document = await buildDocument(app.ctx, owner.user);
  const voice = await buildBrandVoice(app.ctx, owner.user);
  const toneStyle = await buildToneStyle(app.ctx, owner.user, voice.id);
  const admin = await buildAdmin(app.ctx);
  return { owner, admin, ids: { document: document.id, voice: voice.id, toneStyle: toneStyle.id, user: owner.user.id } };
};
type Owner = Awaited<ReturnType<typeof ownerWithResources>>;

/** The real id a path's `:name` most likely names. */
const realIdFor = (path: string, name: string, ids: Owner["ids"]): string => {
  if (path.startsWith("/api/documents") || name === "docId" || name === "documentId") {
    return ids.document;
  }
  if (path.startsWith("/api/brand-voices")) {
    return ids.voice;
  }
  if (path.startsWith("/api/tone-styles")) {
    return ids.toneStyle;
  }
  return path.startsWith("/api/admin/users") ? ids.user : ids.document;
};

const requestArbitrary = (name: string, definition: EndpointDefinition, { ids }: Owner): fc.Arbitrary<FuzzRequest> => {
  const realIds = Object.values(ids);
  const paramNames = [...definition.path.matchAll(/:(\w+)/g)].map(([, param = ""]) => param);
  const paramShape = (definition.params?._zod.def as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
  const realParams = Object.fromEntries(paramNames.map((param) => [param, realIdFor(definition.path, param, ids)]));
  const generatedParams = fc.record(
    Object.fromEntries(
      paramNames.map((param) => {
        const schema = paramShape[param];
        const fromSchema = schema ? arbitraryFromSchema(schema, { realIds }) : nastyString();
        return [
          param,
          fc
            .oneof(
              fc.constant(realIdFor(definition.path, param, ids)),
              fromSchema,
              fc.uuid(),
              nastyString(),
              fc.constantFrom("x", "0", "-1"),
            )
            .map((value) => (typeof value === "string" && value.length > 0 ? value : JSON.stringify(value) || "x")),
        ];
      }),
    ),
  );
  const valid = VALID_INPUT[name] ?? {};
  const validQuery = definition.query ? { ...(exampleFromSchema(definition.query) as object), ...valid.query } : undefined;
  const validBody = definition.body ? { ...(exampleFromSchema(definition.body) as object), ...valid.body } : undefined;
  // An id-named query or body field gets a real id in the valid copy.
  for (const key of objectKeys(definition.query)) {
    if (/(^id|Id)$/.test(key) && validQuery) {
      (validQuery as Record<string, unknown>)[key] = realIdFor(definition.path, key, ids);
    }
  }
  for (const key of objectKeys(definition.body)) {
    if (/(^id|Id)$/.test(key) && validBody) {
      (validBody as Record<string, unknown>)[key] = key === "brandVoiceId" ? ids.voice : realIdFor(definition.path, key, ids);
    }
  }
  const fileName = fc.oneof(
    fc.constant("import.txt"),
    nastyString().map((text) => `${text}.txt`),
  );
  const generated = fc.record({
    params: generatedParams,
    query: definition.query
      ? fc.oneof({ arbitrary: arbitraryFromSchema(definition.query, { realIds }), weight: 4 }, junk())
      : fc.constant(undefined),
    body: definition.body
      ? fc.oneof({ arbitrary: arbitraryFromSchema(definition.body, { realIds }), weight: 4 }, junk())
      : fc.constant(undefined),
    fileName,
  });
  const poisonedCopy = fc.record({
    params: fc.constant(realParams),
    query: validQuery ? poisoned(validQuery) : fc.constant(undefined),
    body: validBody ? poisoned(validBody) : fc.constant(undefined),
    fileName,
  });
  return fc.oneof(generated, poisonedCopy);
};

const send = async (definition: EndpointDefinition, request: FuzzRequest, owner: Owner) => {
  const path = definition.path.replace(/:(\w+)/g, (_, param: string) => encodeUrlPart(request.params[param] ?? "x"));
  const token = definition.auth === "admin" ? owner.admin.accessToken : definition.auth === "user" ? owner.owner.accessToken : null;
  const headers: Record<string, string> = { accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) };
  let payload: string | Buffer | undefined;
  if (definition.multipart) {
    const multipart = multipartBody(definition.multipart.field, request.fileName, "Imported text.\nA second line.");
    payload = multipart.payload;
    headers["content-type"] = multipart.contentType;
  } else if (request.body !== undefined) {
    payload = toJsonText(request.body);
    headers["content-type"] = "application/json";
  }
  return app.app.inject({
    method: definition.method,
    url: `${path}${queryString(request.query)}`,
    headers,
    ...(payload ? { payload } : {}),
  });
};

/**
 * What is wrong with an answer, or null: a 500 (INTERNAL, in a stream's error event too), or any
 * other 5xx the endpoint does not declare (NEEDS_MODEL without a language model is a declared answer).
 */
const failure = (definition: EndpointDefinition, response: { statusCode: number; body: string }): string | null => {
  if (response.statusCode === 500 || response.body.includes('"code":"INTERNAL"')) {
    return "INTERNAL";
  }
  if (response.statusCode > 500) {
    const code = /"code":"([A-Z_]+)"/.exec(response.body)?.[1];
    return code && (declaredErrors(definition) as readonly string[]).includes(code) ? null : `undeclared ${response.statusCode}`;
  }
  return null;
};

describe("contract fuzzing: no input makes any endpoint answer 5xx", () => {
  it.each(ENDPOINTS.map(([name, definition]) => ({ name, definition })))(
    "$name ($definition.method $definition.path)",
    async ({ name, definition }) => {
      const owner = await ownerWithResources();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(name, definition, owner), async (request) => {
          const response = await send(definition, request, owner);
          const wrong = failure(definition, response);
          if (wrong && process.env.FUZZ_REPORT) {
            appendFileSync(
              process.env.FUZZ_REPORT,
              `FUZZ ${name} ${response.statusCode} ${response.body.slice(0, 200)} <= ${JSON.stringify(request).slice(0, 300)}\n`,
            );
            return;
          }
          expect(wrong, `${response.statusCode} ${response.body.slice(0, 300)}`).toBeNull();
        }),
        { seed: SEED, numRuns: CASES_PER_ENDPOINT, endOnFailure: true },
      );
    },
    120_000,
  );
});
