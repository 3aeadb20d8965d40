import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "./error-handler";
import { OFFICE_FRAME_ANCESTORS } from "../office-hosts";
import { extendCspDirective, IMMUTABLE_CACHE, OFFICE_JS_ORIGIN, registerFrontends, REVALIDATE_CACHE } from "./frontends";

const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

const folder = (prefix: string, files: Record<string, string>) => {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
};

/** As buildApp registers it: helmet with the same CSP shape, then the front ends. */
const buildServer = async (webappDist: string, addinDist: string, frameAncestors?: readonly string[]): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await registerFrontends(app, webappDist, { addinDist, ...(frameAncestors ? { frameAncestors } : {}) });
  await app.ready();
  return app;
};

describe("the add-in pane at /addin/", () => {
  let webapp: string;
  let addin: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    webapp = folder("wordloom-webapp-", { "index.html": "<!doctype html><title>Wordloom</title>" });
    addin = folder("wordloom-addin-", {
      "taskpane.html": "<!doctype html><title>Pane</title>",
      "appInfo.json": '{"appVersion":"1"}',
      "chunks/taskpane-AbC123.js": "export {};",
      "assets/icon-32.png": "png",
      ".vite/manifest.json": "{}",
    });
    app = await buildServer(webapp, addin);
  });
  afterAll(async () => {
    await app.close();
    rmSync(webapp, { recursive: true, force: true });
    rmSync(addin, { recursive: true, force: true });
  });

  it("serves taskpane.html revalidated, loadable by Office.js, frameable by Word on the web, opener policy open", async () => {
    for (const url of ["/addin/taskpane.html", "/addin/"]) {
      const response = await app.inject({ method: "GET", url, headers: { accept: HTML } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe(REVALIDATE_CACHE);
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toMatch(new RegExp(`script-src 'self' ${OFFICE_JS_ORIGIN}(;|$)`));
      expect(csp).toContain("frame-ancestors 'self' https://*.officeapps.live.com https://*.office.com https://*.office365.com");
      expect(csp).toContain("default-src 'self'");
      expect(response.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
      expect(response.headers["x-frame-options"]).toBeUndefined();
    }
    const redirect = await app.inject({ method: "GET", url: "/addin" });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe("/addin/taskpane.html");
  });

  it("revalidates appInfo.json, keeps hashed chunks a year and icons a day (loadable from Office's origins)", async () => {
    const info = await app.inject({ method: "GET", url: "/addin/appInfo.json?t=123" });
    expect(info.statusCode).toBe(200);
    expect(info.headers["cache-control"]).toBe(REVALIDATE_CACHE);
    const chunk = await app.inject({ method: "GET", url: "/addin/chunks/taskpane-AbC123.js" });
    expect(chunk.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    const icon = await app.inject({ method: "GET", url: "/addin/assets/icon-32.png" });
    expect(icon.headers["cache-control"]).toBe("public, max-age=86400");
    expect(icon.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  it("answers the JSON 404 for missing and hidden files, and never serves files outside the build", async () => {
    for (const url of ["/addin/missing.js", "/addin/.vite/manifest.json"]) {
      const response = await app.inject({ method: "GET", url, headers: { accept: HTML } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: { code: "NOT_FOUND" } });
    }
    const secret = `${addin}-secret.txt`;
    writeFileSync(secret, "TOP-SECRET-CONTENT");
    try {
      for (const url of [`/addin/%2e%2e/${path.basename(secret)}`, `/addin/..%2f${path.basename(secret)}`]) {
        const response = await app.inject({ method: "GET", url });
        expect(response.body, url).not.toContain("TOP-SECRET-CONTENT");
      }
    } finally {
      rmSync(secret, { force: true });
    }
  });

  it("lets /mso-auth load Office.js and Word on the web frame app/msword, leaving other pages as they were", async () => {
    const dialog = await app.inject({ method: "GET", url: "/mso-auth", headers: { accept: HTML } });
    expect(dialog.statusCode).toBe(200);
    expect(String(dialog.headers["content-security-policy"])).toContain(`script-src 'self' ${OFFICE_JS_ORIGIN}`);
    expect(dialog.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
    const framed = await app.inject({ method: "GET", url: "/writing/app/msword", headers: { accept: HTML } });
    expect(framed.statusCode).toBe(200);
    const framedCsp = String(framed.headers["content-security-policy"]);
    expect(framedCsp).toContain("frame-ancestors 'self' https://*.officeapps.live.com https://*.office.com https://*.office365.com");
    expect(framedCsp).not.toContain(OFFICE_JS_ORIGIN);
    expect(framed.headers["x-frame-options"]).toBeUndefined();
    const other = await app.inject({ method: "GET", url: "/auth", headers: { accept: HTML } });
    expect(String(other.headers["content-security-policy"])).not.toContain(OFFICE_JS_ORIGIN);
    expect(other.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("lets Office's hosts (office-hosts.ts) frame only the add-in's pages; every other page only this server", async () => {
    const frameAncestors = (csp: unknown) =>
      String(csp)
        .split(";")
        .find((directive) => directive.startsWith("frame-ancestors"));
    const everyOfficeHost = `frame-ancestors 'self' ${OFFICE_FRAME_ANCESTORS.join(" ")}`;
    const pane = await app.inject({ method: "GET", url: "/addin/taskpane.html" });
    expect(frameAncestors(pane.headers["content-security-policy"])).toBe(everyOfficeHost);
    const framed = await app.inject({ method: "GET", url: "/writing/app/msword", headers: { accept: HTML } });
    expect(frameAncestors(framed.headers["content-security-policy"])).toBe(everyOfficeHost);
    for (const url of ["/auth", "/writing/app/list", "/mso-auth", "/"]) {
      const response = await app.inject({ method: "GET", url, headers: { accept: HTML } });
      expect(frameAncestors(response.headers["content-security-policy"]), url).toBe("frame-ancestors 'self'");
      expect(response.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }
  });
});

describe("a deployment that narrows the add-in's framing (ADDIN_FRAME_ANCESTORS)", () => {
  it("lets only the named hosts frame the pane and app/msword", async () => {
    const webapp = folder("wordloom-webapp-", { "index.html": "<!doctype html><title>Wordloom</title>" });
    const addin = folder("wordloom-addin-", { "taskpane.html": "<!doctype html><title>Pane</title>" });
    const narrowed = ["https://contoso.sharepoint.com", "https://*.officeapps.live.com"];
    const app = await buildServer(webapp, addin, narrowed);
    try {
      for (const response of [
        await app.inject({ method: "GET", url: "/addin/taskpane.html" }),
        await app.inject({ method: "GET", url: "/writing/app/msword", headers: { accept: HTML } }),
      ]) {
        const csp = String(response.headers["content-security-policy"]);
        expect(csp).toContain("frame-ancestors 'self' https://contoso.sharepoint.com https://*.officeapps.live.com");
        expect(csp).not.toContain("https://*.sharepoint.com");
        expect(csp).not.toContain("https://*.office.com");
      }
    } finally {
      await app.close();
      rmSync(webapp, { recursive: true, force: true });
      rmSync(addin, { recursive: true, force: true });
    }
  });

  it("with none, lets no one but this server frame them", async () => {
    const webapp = folder("wordloom-webapp-", { "index.html": "<!doctype html><title>Wordloom</title>" });
    const addin = folder("wordloom-addin-", { "taskpane.html": "<!doctype html><title>Pane</title>" });
    const app = await buildServer(webapp, addin, []);
    try {
      const pane = await app.inject({ method: "GET", url: "/addin/taskpane.html" });
      expect(String(pane.headers["content-security-policy"])).toMatch(/frame-ancestors 'self'(;|$)/);
    } finally {
      await app.close();
      rmSync(webapp, { recursive: true, force: true });
      rmSync(addin, { recursive: true, force: true });
    }
  });
});

describe("extendCspDirective", () => {
  it("appends missing sources to a directive, or adds the directive", () => {
    expect(extendCspDirective("default-src 'self';script-src 'self'", "script-src", ["https://cdn.test", "'self'"])).toBe(
      "default-src 'self';script-src 'self' https://cdn.test",
    );
    expect(extendCspDirective("default-src 'self'", "frame-ancestors", ["'self'"])).toBe("default-src 'self';frame-ancestors 'self'");
  });
});
