import { ApiError } from "@wordloom/shared/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./client";
import { sessionStore } from "./session";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

describe("api (JSON calls by route)", () => {
  it("sends the endpoint's method, path, query and bearer token, and answers the JSON", async () => {
    const fetch = vi.fn(async () => json(200, { items: [], total: 0 }));
    vi.stubGlobal("fetch", fetch);
    sessionStore.set({
      accessToken: "token-1",
      refreshToken: "refresh",
      accessTokenExpiresAt: new Date(Date.now() + 60_000).toISOString(),
      user: {} as never,
    });
    await expect(api.listDocuments({ query: { page: 2, limit: 10 } })).resolves.toEqual({ items: [], total: 0 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/documents?page=2&limit=10");
    expect(init.method).toBe("GET");
    expect(init.headers).toMatchObject({ accept: "application/json", authorization: "Bearer token-1" });
  });

  it("fills path parameters and sends a JSON body", async () => {
    const fetch = vi.fn(async () => json(200, { id: "d1" }));
    vi.stubGlobal("fetch", fetch);
    await api.updateDocument({ params: { id: "d 1" }, body: { title: "New" } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/documents/d%201");
    expect(init.method).toBe("PATCH");
    expect(init.body).toBe(JSON.stringify({ title: "New" }));
  });

  it("throws the server's error as an ApiError with its code, message and details", async () => {
    const issues = [{ path: ["body", "title"], message: "Title Can't be empty!" }];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(400, { error: { code: "VALIDATION_FAILED", message: "Some fields are not valid.", details: { issues } } })),
    );
    const error: unknown = await api.updateDocument({ params: { id: "d1" }, body: { title: "" } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_FAILED", message: "Some fields are not valid." });
    expect((error as ApiError).fieldIssues).toEqual({ "body.title": "Title Can't be empty!" });
  });

  it("answers INTERNAL for a failure without a known error body", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(502, { error: { code: "NOT_A_CODE", message: "?" } })),
    );
    await expect(api.me()).rejects.toMatchObject({ status: 502, code: "INTERNAL" });
  });
});
