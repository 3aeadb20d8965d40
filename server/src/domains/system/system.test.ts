import { describe, expect, it } from "vitest";
import { contract } from "@wordloom/shared/api";
import { createTestApp } from "../../../test/test-app";

const app = await createTestApp();

describe("system", () => {
  it("answers health with the database kind and the check engines' state", async () => {
    const health = await app.client.health();
    // The test app does not warm the check threads at start-up.
    expect(health).toEqual({ ok: true, db: app.ctx.dbKind, checks: "lazy" });
  });

  it("registers every contract endpoint", () => {
    for (const [name, definition] of Object.entries(contract)) {
      expect(app.app.hasRoute({ method: definition.method, url: definition.path }), name).toBe(true);
    }
  });

  it("serves an OpenAPI document generated from the contract", async () => {
    const response = await app.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toContain("/api/documents/{id}");
    const operation = (path: string) =>
      (document.paths[path] as { post: { responses: Record<string, { description: string; content?: Record<string, unknown> }> } }).post;
    // Each route documents the errors its contract entry lists, grouped by status.
    expect(operation("/api/documents/import").responses["422"]?.description).toContain("IMPORT_FAILED");
    expect(operation("/api/documents/import").responses["403"]?.description).toContain("FEATURE_LIMIT");
    // A download and an event stream describe their answers.
    expect(Object.keys(operation("/api/documents/{id}/export").responses["200"]?.content ?? {})).toContain("application/pdf");
    expect(Object.keys(operation("/api/ai/generate/blog").responses["200"]?.content ?? {})).toEqual(
      expect.arrayContaining(["text/event-stream", "application/json"]),
    );
    const docs = await app.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it("answers unknown API routes with the error shape", async () => {
    const response = await app.app.inject({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it("echoes a request id and sets security headers", async () => {
    const response = await app.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "abc-123" } });
    expect(response.headers["x-request-id"]).toBe("abc-123");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});
