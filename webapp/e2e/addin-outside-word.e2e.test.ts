import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ensureAddinBuild } from "../../addin/test/build-addin";
import { OFFICE_JS_URL } from "../../addin/test/fake-word/bundle";
import { launchBrowser } from "./browser";

const baseUrl = inject("baseUrl");
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

let browser: Browser;
beforeAll(async () => {
  ensureAddinBuild(repoRoot, (line) => console.warn(`[e2e] ${line}`));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("the Word add-in's pane opened outside Word", () => {
  it("after 10 s of 'Initializing' says that it runs inside Word and links to the sideloading steps", async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 329, height: 700 }, serviceWorkers: "block" });
    try {
      // No Office host at all: Office.js does not load (a browser tab offline, or blocked).
      await context.route(OFFICE_JS_URL, (route) => route.abort());
      const page = await context.newPage();
      // The page's clock is Playwright's: the test moves it 10 s on instead of waiting.
      await page.clock.install();
      await page.goto("/addin/taskpane.html");
      await page.getByText("Initializing").first().waitFor();
      const help = page.getByRole("link", { name: "How to add Wordloom to Word" });
      expect(await help.count()).toBe(0);

      await page.clock.fastForward(10_000);
      await page.getByText("Its taking longer than usual. Reload?").waitFor();
      await page.getByText(/runs inside Microsoft Word/).waitFor();

      const [helpPage] = await Promise.all([context.waitForEvent("page"), help.click()]);
      await helpPage.waitForLoadState();
      expect(new URL(helpPage.url()).pathname + new URL(helpPage.url()).hash).toBe("/addin/support.html#sideload");
      await helpPage.getByRole("heading", { name: /Add Wordloom to Word/ }).waitFor();
      expect(await helpPage.getByText("Upload My Add-in").count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
