import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createUser, launchBrowser, newContext, storeSession, waitForDocumentsHome, waitForPath } from "./browser";

const baseUrl = inject("baseUrl");
const ROUTE_CHUNK = /\/assets\/DocumentsHome-[\w-]+\.js$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Spec document 1 §4: a route whose code cannot be fetched sends the user to the network page. */
describe("lazy-load failure", () => {
  it("goes to /network.html when the documents home's chunk cannot be fetched, and back once it can", async () => {
    const user = await createUser(baseUrl, "lazy");
    // Requests a service worker answers never reach page.route: keep it out of this test.
    const context = await newContext(browser, baseUrl, { serviceWorkers: "block" });
    try {
      const page = await context.newPage();
      await storeSession(page, user);
      const blocked: string[] = [];
      await context.route(ROUTE_CHUNK, async (route) => {
        blocked.push(route.request().url());
        await route.abort("internetdisconnected");
      });

      await page.goto("/writing/app/list");
      await waitForPath(page, `/network.html?from=${encodeURIComponent("/writing/app/list")}`);
      expect(blocked.length).toBeGreaterThanOrEqual(1);
      await page.getByRole("heading", { name: "We couldn't load part of Wordloom" }).waitFor();
      const retry = page.getByRole("link", { name: "Try again" });
      expect(await retry.getAttribute("href")).toBe("/writing/app/list");

      // The connection is back: "Try again" returns to the list.
      await context.unroute(ROUTE_CHUNK);
      await retry.click();
      await waitForPath(page, "/writing/app/list");
      await waitForDocumentsHome(page);
    } finally {
      await context.close();
    }
  });
});
