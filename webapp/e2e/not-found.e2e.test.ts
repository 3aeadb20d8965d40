import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { createUser, storeSession, waitForDocumentsHome, waitForPath } from "./browser";
import { browserPerFile } from "./browser-per-file";

const baseUrl = inject("baseUrl");

const { openContext } = browserPerFile(baseUrl);

/** How tall the scrolled page is. */
const scrollHeight = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);

describe("an unknown address", () => {
  it("inside the app: 'Page not found' in the app's frame, no taller than the frame, and a way back to the documents", async () => {
    const user = await createUser(baseUrl, "not-found");
    const context = await openContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await storeSession(page, user);
    await page.goto("/writing/app/no-such-screen");
    await page.getByRole("heading", { name: "Page not found" }).waitFor({ timeout: 30_000 });
    expect(await page.getByText("Something went wrong!").count()).toBe(0);
    // The sidebar is still there.
    await page.locator('[data-sidebar-item="documents"]').waitFor();
    const notFoundHeight = await scrollHeight(page);

    await page.getByRole("button", { name: "Go to my documents" }).click();
    await waitForPath(page, "/writing/app/list");
    await waitForDocumentsHome(page);
    // The page adds no scrolling of its own: it is no taller than the (empty) documents home in the same frame.
    expect(notFoundHeight).toBeLessThanOrEqual(await scrollHeight(page));
  });

  it("outside the app: 'Page not found' with the way back", async () => {
    const context = await openContext();
    const page = await context.newPage();
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "Page not found" }).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Go to my documents" }).waitFor();
  });
});
