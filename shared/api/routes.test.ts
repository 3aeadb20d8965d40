import { describe, expect, it } from "vitest";
import { responseMode } from "./contract";
import { contract } from "./endpoints";
import { API_ROUTES, type ApiRoute } from "./routes";

const routeOf = (definition: (typeof contract)[keyof typeof contract]): ApiRoute => ({
  method: definition.method,
  path: definition.path,
  auth: definition.auth,
  mode: responseMode(definition),
  ...("multipart" in definition && definition.multipart ? { multipart: { field: definition.multipart.field } } : {}),
});

describe("API_ROUTES", () => {
  it("names every contract entry, and nothing else", () => {
    expect(Object.keys(API_ROUTES).sort()).toEqual(Object.keys(contract).sort());
  });

  it("gives each endpoint the contract's method, path, auth, answer and upload field", () => {
    for (const [name, definition] of Object.entries(contract)) {
      expect({ name, ...API_ROUTES[name as keyof typeof contract] }).toEqual({ name, ...routeOf(definition) });
    }
  });
});
