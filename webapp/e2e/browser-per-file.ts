import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { launchBrowser, newContext } from "./browser";

/**
 * One Chromium for a test file and a fresh context for each test, closed after it. Call it at the
 * top of the file; `openContext` gives a test its context (its own storage, cookies and service
 * workers) on the server at `baseUrl`.
 */
export const browserPerFile = (baseUrl: string) => {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    openContext: async (options: BrowserContextOptions = {}): Promise<BrowserContext> => {
      if (!browser) {
        throw new Error("The browser is launched in beforeAll: open contexts inside tests.");
      }
      context = await newContext(browser, baseUrl, options);
      return context;
    },
  };
};
