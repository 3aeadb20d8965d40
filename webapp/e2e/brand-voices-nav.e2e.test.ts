import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createUser, launchBrowser, newContext, storeSession, waitForDocumentsHome, waitForPath } from "./browser";

const baseUrl = inject("baseUrl");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("the brand voices screen", () => {
  it("is in the content product's sidebar, and not in the writing product's", async () => {
    const user = await createUser(baseUrl, "brand-nav");
    const context = await newContext(browser, baseUrl);
    try {
      const page = await context.newPage();
      await storeSession(page, user);
      await page.goto("/content/app/list");
      await waitForPath(page, "/content/app/list");
      await waitForDocumentsHome(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: "Brand Voices", exact: true }).click();
      await waitForPath(page, "/content/app/brand-voices");
      await page.getByRole("heading", { name: "Brand voices" }).waitFor({ timeout: 30_000 });

      await page.goto("/writing/app/list");
      await waitForPath(page, "/writing/app/list");
      await waitForDocumentsHome(page);
      expect(await nav.getByRole("link", { name: "Brand Voices", exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
