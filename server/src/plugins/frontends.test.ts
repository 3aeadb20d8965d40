import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "./error-handler";
import { IMMUTABLE_CACHE, registerFrontends, REVALIDATE_CACHE } from "./frontends";

const INDEX_HTML = "<!doctype html><title>Wordloom</title><div id=root></div>";
const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const ENTRY_JS = "console.log('entry');";

/** A build folder shaped like webapp/dist. */
const fakeDist = (): string => {
  const root = mkdtempSync(path.join(tmpdir(), "wordloom-dist-"));
  mkdirSync(path.join(root, "assets"));
  mkdirSync(path.join(root, "icons"));
  writeFileSync(path.join(root, "index.html"), INDEX_HTML);
  writeFileSync(path.join(root, "assets", "index-AbC123.js"), ENTRY_JS);
  // The build's compressed copies (webapp/vite.config.ts) of the entry and of index.html.
  writeFileSync(path.join(root, "assets", "index-AbC123.js.br"), brotliCompressSync(ENTRY_JS));
  writeFileSync(path.join(root, "assets", "index-AbC123.js.gz"), gzipSync(ENTRY_JS));
  writeFileSync(path.join(root, "index.html.br"), brotliCompressSync(INDEX_HTML));
  writeFileSync(path.join(root, "assets", "index-AbC123.css"), "body{margin:0}");
  writeFileSync(path.join(root, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(root, "workbox-2178cfdb.js"), "// workbox");
  writeFileSync(path.join(root, "manifest.webmanifest"), JSON.stringify({ name: "Wordloom" }));
  writeFileSync(path.join(root, "network.html"), "<!doctype html><title>Offline</title>");
  writeFileSync(path.join(root, "icons", "wordloom.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  mkdirSync(path.join(root, ".vite"));
  writeFileSync(path.join(root, ".vite", "manifest.json"), JSON.stringify({ "index.html": { file: "assets/index-AbC123.js" } }));
  return root;
};

/** The server's error handling and one API route, as in buildApp, plus the front ends. */
const buildServer = async (dist: string): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get("/api/health", async () => ({ ok: true }));
  await registerFrontends(app, dist);
  await app.ready();
  return app;
};

describe("front ends with a build", () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = fakeDist();
    app = await buildServer(dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves index.html at the root, revalidated on every use", async () => {
    for (const url of ["/", "/index.html"]) {
      const response = await app.inject({ method: "GET", url, headers: { accept: HTML } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe(REVALIDATE_CACHE);
      expect(response.body).toBe(INDEX_HTML);
    }
    const plain = await app.inject({ method: "GET", url: "/" });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(INDEX_HTML);
  });

  it("caches hashed assets for a year and nothing else", async () => {
    const script = await app.inject({ method: "GET", url: "/assets/index-AbC123.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/javascript/);
    expect(script.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    const style = await app.inject({ method: "GET", url: "/assets/index-AbC123.css" });
    expect(style.headers["cache-control"]).toBe(IMMUTABLE_CACHE);

    for (const url of ["/sw.js", "/workbox-2178cfdb.js", "/manifest.webmanifest", "/network.html", "/icons/wordloom.svg"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe(REVALIDATE_CACHE);
    }
  });

  it("sends the build's Brotli or gzip copy to a browser that accepts it, the file itself to others", async () => {
    const brotli = await app.inject({
      method: "GET",
      url: "/assets/index-AbC123.js",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers["content-type"]).toMatch(/javascript/);
    expect(brotli.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ENTRY_JS);

    const gzip = await app.inject({ method: "GET", url: "/assets/index-AbC123.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ENTRY_JS);

    const plain = await app.inject({ method: "GET", url: "/assets/index-AbC123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(ENTRY_JS);

    // A page of the app gets index.html's copy, still as HTML and revalidated; a file without a copy is sent as it is.
    const page = await app.inject({ method: "GET", url: "/writing/app/list", headers: { accept: HTML, "accept-encoding": "br" } });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe(REVALIDATE_CACHE);
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX_HTML);
    const style = await app.inject({ method: "GET", url: "/assets/index-AbC123.css", headers: { "accept-encoding": "br" } });
    expect(style.headers["content-encoding"]).toBeUndefined();
    expect(style.body).toBe("body{margin:0}");
  });

  it("answers a revalidation with 304", async () => {
    const first = await app.inject({ method: "GET", url: "/sw.js" });
    const etag = first.headers.etag;
    expect(typeof etag).toBe("string");
    const again = await app.inject({ method: "GET", url: "/sw.js", headers: { "if-none-match": String(etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("answers pages of the app with index.html", async () => {
    for (const url of [
      "/writing/app/list",
      "/content/app/trash?x=1",
      "/auth?next=%2Fwriting%2Fapp",
      "/app/trash",
      "/nonsense",
      "/icons/",
    ]) {
      const response = await app.inject({ method: "GET", url, headers: { accept: HTML } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], url).toBe(REVALIDATE_CACHE);
      expect(response.body, url).toBe(INDEX_HTML);
    }
    const head = await app.inject({ method: "HEAD", url: "/writing/app/list", headers: { accept: HTML } });
    expect(head.statusCode).toBe(200);
  });

  it("keeps the JSON 404 for server paths, missing assets and requests that are not pages", async () => {
    const cases: { url: string; accept?: string; method?: "GET" | "POST" }[] = [
      { url: "/api/nope", accept: HTML },
      { url: "/api/nope" },
      { url: "/api", accept: HTML },
      { url: "/media/avatars/missing.png", accept: HTML },
      { url: "/addin/taskpane.html", accept: HTML },
      { url: "/assets/DocumentsHome-old.js", accept: HTML },
      { url: "/assets/DocumentsHome-old.js", accept: "*/*" },
      { url: "/writing/app/list", accept: "application/json" },
      { url: "/writing/app/list" },
      { url: "/writing/app/list", accept: HTML, method: "POST" },
      // The build manifest is for tools, not browsers.
      { url: "/.vite/manifest.json" },
      { url: "/.vite/manifest.json", accept: HTML },
    ];
    for (const { url, accept, method = "GET" } of cases) {
      const response = await app.inject({ method, url, headers: accept ? { accept } : {} });
      expect(response.statusCode, `${method} ${url} (${accept ?? "no accept"})`).toBe(404);
      expect(response.json(), url).toMatchObject({ error: { code: "NOT_FOUND" } });
    }
    const health = await app.inject({ method: "GET", url: "/api/health", headers: { accept: HTML } });
    expect(health.json()).toEqual({ ok: true });
  });

  it("never serves files outside the build", async () => {
    writeFileSync(path.join(path.dirname(dist), `${path.basename(dist)}-secret.txt`), "TOP-SECRET-CONTENT");
    try {
      for (const url of [`/../${path.basename(dist)}-secret.txt`, `/%2e%2e/${path.basename(dist)}-secret.txt`, "/..%2f..%2fetc%2fpasswd"]) {
        for (const accept of [HTML, "*/*"]) {
          const response = await app.inject({ method: "GET", url, headers: { accept } });
          expect(response.body, url).not.toContain("TOP-SECRET-CONTENT");
          expect(response.body, url).not.toContain("root:");
        }
      }
    } finally {
      rmSync(path.join(path.dirname(dist), `${path.basename(dist)}-secret.txt`), { force: true });
    }
  });

  it("serves files written by a later build", async () => {
    writeFileSync(path.join(dist, "assets", "TrashPage-New1.js"), "export {};");
    const response = await app.inject({ method: "GET", url: "/assets/TrashPage-New1.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
  });
});

describe("front ends without a build", () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "wordloom-nodist-"));
    app = await buildServer(dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("points the root at the API documentation", async () => {
    const response = await app.inject({ method: "GET", url: "/", headers: { accept: HTML } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/api/docs");
  });

  it("answers other pages with the JSON 404", async () => {
    const response = await app.inject({ method: "GET", url: "/writing/app/list", headers: { accept: HTML } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});
