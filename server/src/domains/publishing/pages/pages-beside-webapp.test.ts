import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/test-app";
import { registerErrorHandler } from "../../../plugins/error-handler";
import { registerFrontends } from "../../../plugins/frontends";
import { ReadCounter } from "../read-counter";
import { SearchCache } from "../search-cache";
import { publicPageRoutes } from "./pages.routes";

const app = await createTestApp();
const dist = mkdtempSync(path.join(tmpdir(), "wordloom-dist-"));
writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Web app</title><div id=root></div>");
const server = Fastify({ logger: false });
registerErrorHandler(server);
publicPageRoutes(server, app.ctx, new ReadCounter(app.ctx.db), new SearchCache());
await registerFrontends(server, dist, { addinDist: null });
await server.ready();
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("public pages beside the web app's catch-all", () => {
  it.each(["/publications/trending", "/publications/@nobody_x/some-slug", "/publications/anything/else", "/sitemap.xml", "/robots.txt"])(
    "%s is answered by the server's public pages, never the web app's index.html",
    async (url) => {
      const response = await server.inject({ method: "GET", url, headers: { accept: "text/html,application/xhtml+xml" } });
      expect(response.body).not.toContain("<title>Web app</title>");
    },
  );

  it("leaves the app's own pages to the web app", async () => {
    const response = await server.inject({ method: "GET", url: "/writing/app/saved", headers: { accept: "text/html" } });
    expect(response.body).toContain("<title>Web app</title>");
  });
});
