import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createUser, launchBrowser, newContext, storeSession, waitForDocumentsHome, waitForPath } from "./browser";

const baseUrl = inject("baseUrl");

interface WebManifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  icons?: { src: string; sizes: string; type: string }[];
}

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl);
  page = await context.newPage();
});
afterAll(async () => {
  await browser.close();
});

/** Every URL stored in the page's caches (the service worker's included). */
const cachedUrls = (target: Page): Promise<string[]> =>
  target.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });

const pathnames = (urls: string[]) => urls.map((url) => new URL(url).pathname);

describe("installable app with an offline shell", () => {
  it("links a manifest whose icons exist", async () => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign in" }).waitFor();
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const response = await page.request.get(href ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({ name: "Wordloom", short_name: "Wordloom", start_url: "/", display: "standalone" });
    expect(manifest.icons?.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons ?? []) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"], icon.src).toContain(icon.type);
    }
  });

  it("registers a service worker that precaches the shell and then controls the page", async () => {
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL ?? null };
    });
    expect(scope).toEqual({ scope: `${baseUrl}/`, script: `${baseUrl}/sw.js` });

    const entryScript = await page.locator('script[type="module"]').first().getAttribute("src");
    expect(entryScript).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const precached = pathnames(await cachedUrls(page));
    expect(precached).toEqual(expect.arrayContaining(["/index.html", "/network.html", "/manifest.webmanifest", entryScript]));
    expect(precached.some((path) => /^\/assets\/DocumentsHome-[\w-]+\.js$/.test(path))).toBe(true);
    expect(precached.some((path) => /^\/assets\/AuthPage-[\w-]+\.js$/.test(path))).toBe(true);

    await page.reload();
    await page.getByRole("tab", { name: "Sign in" }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${baseUrl}/sw.js`);
  });

  it("starts the shell offline from the cache", async () => {
    await context.setOffline(true);
    try {
      await page.goto("/auth");
      await page.getByRole("tab", { name: "Sign in" }).waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  it("never answers or stores API calls from the cache", async () => {
    const apiResponses: Response[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/api/")) {
        apiResponses.push(response);
      }
    });
    const user = await createUser(baseUrl, "pwa");
    await storeSession(page, user);
    await page.goto("/writing/app/list");
    await waitForPath(page, "/writing/app/list");
    await waitForDocumentsHome(page);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await page.getByRole("menuitem", { name: "Blank document" }).click();
    await waitForPath(page, "/writing/app");
    await page.getByRole("heading", { name: "Untitled", level: 2 }).waitFor();
    await page.goto("/writing/app/list");
    await waitForDocumentsHome(page);
    // Calls the page makes itself, with and without a token.
    const statuses = await page.evaluate(async (token) => {
      const health = await fetch("/api/health");
      const me = await fetch("/api/me", { headers: { authorization: `Bearer ${token}` } });
      const missing = await fetch("/api/does-not-exist");
      return [health.status, me.status, missing.status];
    }, user.accessToken);
    expect(statuses).toEqual([200, 200, 404]);

    expect(apiResponses.length).toBeGreaterThanOrEqual(4);
    expect(apiResponses.filter((response) => response.fromServiceWorker()).map((response) => response.url())).toEqual([]);
    const cached = await cachedUrls(page);
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((url) => new URL(url).pathname.startsWith("/api/"))).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });
});
