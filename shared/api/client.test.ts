import { describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";
import type { User } from "../model";
import { testUser } from "../testing";
import { buildPath, createClient, type ClientOptions } from "./client";
import { ApiError } from "./errors";

interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: RequestInit["body"];
}

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } });

/** A fetch that records each call and answers with the next queued response (the last one repeats). */
const fakeFetch = (...answers: Array<() => Response>) => {
  const calls: RecordedCall[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    calls.push({ url, method: init?.method ?? "GET", headers, body: init?.body });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (!answer) {
      throw new Error("no answer queued");
    }
    return answer();
  };
  return { fetch: fetchFn, calls };
};

const clientWith = (fetchFn: typeof fetch, options: Partial<ClientOptions> = {}) =>
  createClient({ baseUrl: "http://api.test", fetch: fetchFn, ...options });

const sampleUser = (): User => testUser();

describe("buildPath", () => {
  it("leaves a path without placeholders unchanged", () => {
    expect(buildPath("/api/me", undefined)).toBe("/api/me");
  });

  it("fills every placeholder", () => {
    expect(buildPath("/api/users/:userId/documents/:id", { userId: "u1", id: "d2" })).toBe("/api/users/u1/documents/d2");
  });

  it("encodes values so they cannot change the path", () => {
    expect(buildPath("/api/documents/:id", { id: "a b/../c?d#e" })).toBe("/api/documents/a%20b%2F..%2Fc%3Fd%23e");
    expect(buildPath("/api/account/authorize/:feature", { feature: 12 })).toBe("/api/account/authorize/12");
  });

  it("throws on a missing, undefined or null parameter", () => {
    expect(() => buildPath("/api/documents/:id", undefined)).toThrow('Missing path parameter "id" for /api/documents/:id');
    expect(() => buildPath("/api/documents/:id", {})).toThrow(/Missing path parameter "id"/);
    expect(() => buildPath("/api/documents/:id", { id: null })).toThrow(/Missing path parameter "id"/);
    expect(() => buildPath("/a/:x/:y", { x: "1" })).toThrow(/Missing path parameter "y"/);
  });

  it("keeps empty strings and zero as values", () => {
    expect(buildPath("/a/:x", { x: 0 })).toBe("/a/0");
    expect(buildPath("/a/:x/b", { x: "" })).toBe("/a//b");
  });
});

describe("createClient requests", () => {
  it("builds the URL from base, encoded params and the query, skipping undefined query values", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { items: [], total: 0, page: 2, limit: 10 }));
    const client = clientWith(fetch);
    await client.listDocuments({ query: { page: 2, q: undefined, sort: "title_ascending" } });
    expect(calls[0]?.url).toBe("http://api.test/api/documents?page=2&sort=title_ascending");
    expect(calls[0]?.method).toBe("GET");
  });

  it("encodes query values and adds no question mark when nothing is left", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { items: [], total: 0, page: 1, limit: 10 }));
    const client = clientWith(fetch);
    await client.listDocuments({ query: { q: "a&b=c d" } });
    await client.listDocuments({ query: { q: undefined } });
    await client.listDocuments();
    expect(calls.map((call) => call.url)).toEqual([
      "http://api.test/api/documents?q=a%26b%3Dc+d",
      "http://api.test/api/documents",
      "http://api.test/api/documents",
    ]);
  });

  it("fills path params and throws before fetching when one is missing", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { result: 0, allowedUsage: 5, usageCount: 0 }));
    const client = clientWith(fetch);
    await client.authorizeFeature({ params: { feature: "Grammar" } });
    expect(calls[0]?.url).toBe("http://api.test/api/account/authorize/Grammar");
    // A caller bypassing the types: the client refuses rather than calling "/:feature".
    const loose = client.authorizeFeature as (input: unknown) => Promise<unknown>;
    await expect(loose({ params: {} })).rejects.toThrow(/Missing path parameter "feature"/);
    expect(calls).toHaveLength(1);
  });

  it("sends the bearer token and a JSON body with its content type", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, sampleUser()));
    const client = clientWith(fetch, { getToken: () => "tok-1" });
    await client.updateProfile({ body: { fname: "Grace" } });
    expect(calls[0]?.method).toBe("PATCH");
    expect(calls[0]?.headers.authorization).toBe("Bearer tok-1");
    expect(calls[0]?.headers["content-type"]).toBe("application/json");
    expect(calls[0]?.body).toBe(JSON.stringify({ fname: "Grace" }));
  });

  it("passes the caller's abort signal to fetch", async () => {
    const signals: Array<AbortSignal | null | undefined> = [];
    const fetchFn: typeof fetch = async (_input, init) => {
      signals.push(init?.signal);
      return json(200, { ok: true, db: "postgres", checks: "ready" });
    };
    const controller = new AbortController();
    await clientWith(fetchFn).health(undefined, { signal: controller.signal });
    expect(signals).toEqual([controller.signal]);
  });

  it("sends no authorization header without a token", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { ok: true, db: "pglite", checks: "ready" }));
    await clientWith(fetch, { getToken: () => null }).health();
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(calls[0]?.body).toBeUndefined();
  });

  it("sends a multipart upload in the contract's field with the file name", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, sampleUser()));
    await clientWith(fetch).uploadProfilePicture({ file: new Blob(["abc"], { type: "image/png" }), fileName: "me.png" });
    const body = calls[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const file = body instanceof FormData ? body.get("file") : null;
    expect(file).toBeInstanceOf(File);
    expect(file instanceof File ? file.name : "").toBe("me.png");
    expect(file instanceof File ? file.size : 0).toBe(3);
    // fetch sets the multipart boundary itself; the client must not set a content type.
    expect(calls[0]?.headers["content-type"]).toBeUndefined();
  });
});

describe("createClient errors", () => {
  it("turns a non-2xx answer into ApiError with status, code, message, details and field issues", async () => {
    const { fetch } = fakeFetch(() =>
      json(400, {
        error: {
          code: "VALIDATION_FAILED",
          message: "Some fields are not valid.",
          details: {
            issues: [
              { path: ["body", "fname"], message: "Required" },
              { path: ["body", "pages", 0], message: "Bad page" },
            ],
          },
        },
      }),
    );
    const error = await clientWith(fetch)
      .updateProfile({ body: { fname: "" } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    if (!(error instanceof ApiError)) {
      return;
    }
    expect(error.status).toBe(400);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.message).toBe("Some fields are not valid.");
    expect(error.fieldIssues).toEqual({ "body.fname": "Required", "body.pages.0": "Bad page" });
  });

  it("keeps the code of a 409 and has no field issues without details", async () => {
    const { fetch } = fakeFetch(() => json(409, { error: { code: "HANDLE_TAKEN", message: "This screen name is already taken." } }));
    await expect(clientWith(fetch).updateProfile({ body: { handle: "taken" } })).rejects.toMatchObject({
      name: "ApiError",
      status: 409,
      code: "HANDLE_TAKEN",
      fieldIssues: {},
    });
  });

  it("falls back to INTERNAL for an answer that is not the error shape", async () => {
    const { fetch } = fakeFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(clientWith(fetch).me()).rejects.toMatchObject({ status: 502, code: "INTERNAL", message: "Something went wrong!" });
  });

  it("falls back for an unknown error code", async () => {
    const { fetch } = fakeFetch(() => json(418, { error: { code: "TEAPOT", message: "short and stout" } }));
    await expect(clientWith(fetch).me()).rejects.toMatchObject({ status: 418, code: "INTERNAL" });
  });

  it("falls back to UNAUTHENTICATED for a bare 401", async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 401 }));
    await expect(clientWith(fetch).me()).rejects.toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
  });
});

describe("createClient session refresh", () => {
  it("calls onUnauthenticated once on a 401 and retries once with the new token", async () => {
    let token = "old";
    const { fetch, calls } = fakeFetch(
      () => json(401, { error: { code: "UNAUTHENTICATED", message: "Please sign in to continue." } }),
      () => json(200, sampleUser()),
    );
    const onUnauthenticated = vi.fn(async () => {
      token = "new";
      return true;
    });
    const user = await clientWith(fetch, { getToken: () => token, onUnauthenticated }).me();
    expect(user.email).toBe("ada@example.com");
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.headers.authorization)).toEqual(["Bearer old", "Bearer new"]);
  });

  it("retries only once: a second 401 becomes an ApiError", async () => {
    const { fetch, calls } = fakeFetch(() => json(401, { error: { code: "UNAUTHENTICATED", message: "Please sign in to continue." } }));
    const onUnauthenticated = vi.fn(async () => true);
    await expect(clientWith(fetch, { getToken: () => "t", onUnauthenticated }).me()).rejects.toMatchObject({
      status: 401,
      code: "UNAUTHENTICATED",
    });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it("does not retry when the refresh fails", async () => {
    const { fetch, calls } = fakeFetch(() => json(401, { error: { code: "UNAUTHENTICATED", message: "Please sign in to continue." } }));
    const onUnauthenticated = vi.fn(async () => false);
    await expect(clientWith(fetch, { onUnauthenticated }).me()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it("does not try to refresh for endpoints without authentication", async () => {
    const { fetch, calls } = fakeFetch(() =>
      json(401, { error: { code: "INVALID_CREDENTIALS", message: "E-mail or password is incorrect." } }),
    );
    const onUnauthenticated = vi.fn(async () => true);
    await expect(
      clientWith(fetch, { onUnauthenticated }).signIn({ body: { email: "ada@example.test", password: "wrong password" } }),
    ).rejects.toMatchObject({ status: 401, code: "INVALID_CREDENTIALS" });
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it("does not call onUnauthenticated for other errors", async () => {
    const { fetch } = fakeFetch(() => json(403, { error: { code: "FORBIDDEN", message: "You are not allowed to do that." } }));
    const onUnauthenticated = vi.fn(async () => true);
    await expect(clientWith(fetch, { onUnauthenticated }).me()).rejects.toMatchObject({ status: 403, code: "FORBIDDEN" });
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});

describe("createClient response validation", () => {
  const drifting = () => {
    const { flags: _flags, ...withoutFlags } = sampleUser();
    return json(200, { ...withoutFlags, userRole: "Owner" });
  };

  it("rejects a response that does not match the endpoint's schema when validateResponses is on", async () => {
    const { fetch } = fakeFetch(drifting);
    const failure = await clientWith(fetch, { validateResponses: true })
      .me()
      .catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(ZodError);
    const paths = failure instanceof ZodError ? failure.issues.map((issue) => issue.path.join(".")) : [];
    expect(paths).toEqual(expect.arrayContaining(["flags", "userRole"]));
  });

  it("accepts a matching response when validating", async () => {
    const { fetch } = fakeFetch(() => json(200, sampleUser()));
    await expect(clientWith(fetch, { validateResponses: true }).me()).resolves.toEqual(sampleUser());
  });

  it("passes the payload through untouched when not validating", async () => {
    const { fetch } = fakeFetch(drifting);
    const user = await clientWith(fetch).me();
    expect(user.userRole).toBe("Owner");
  });
});
