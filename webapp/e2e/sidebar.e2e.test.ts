import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PRODUCTS } from "@wordloom/shared/rules";
import { SIDEBAR_ITEMS } from "../src/shell/sidebar-items";
import { visibleSidebarRows, type SidebarContext } from "../src/shell/sidebar-rules";
import { api, createUser, launchBrowser, newContext, storeSession, waitForDocumentsHome, waitForPath } from "./browser";

const baseUrl = inject("baseUrl");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("sidebar per product variant", () => {
  it.each(PRODUCTS)("shows the %s variant's items, as the sidebar table and its rules say", async (product) => {
    const user = await createUser(baseUrl, `sidebar-${product}`);
    const context = await newContext(browser, baseUrl);
    try {
      const page = await context.newPage();
      await storeSession(page, user);

      // Switching the product through the URL.
      await page.goto(`/${product}/app/list`);
      await waitForPath(page, `/${product}/app/list`);
      await waitForDocumentsHome(page);
      const me = await api(baseUrl, user.accessToken).me();
      expect(me.selectedProduct).toBe(product);

      // What the app's own table and rules give for this user (AppLayout builds the same context).
      const sidebarContext: SidebarContext = {
        product,
        flags: me.flags,
        accountType: me.accountType,
        userRole: me.userRole,
        hasActiveSharedDocument: false,
        chatReady: false,
      };
      const expected = visibleSidebarRows(SIDEBAR_ITEMS, sidebarContext);
      expect(expected.map((row) => row.id)).toEqual(expect.arrayContaining(["documents", "trash", "logout"]));

      const nav = page.getByRole("navigation", { name: "Main" });
      const shown = await nav
        .locator("[data-sidebar-item]")
        .evaluateAll((items) => items.map((item) => ({ id: item.getAttribute("data-sidebar-item"), href: item.getAttribute("href") })));
      expect(shown.map((item) => item.id)).toEqual(["profile", ...expected.map((row) => row.id)]);

      // Every link stays in the variant; each item is named for assistive technology.
      for (const item of shown) {
        if (item.href !== null) {
          expect(item.href, item.id ?? "").toMatch(new RegExp(`^/${product}/app/`));
        }
      }
      for (const row of expected) {
        await nav.getByRole(row.to ? "link" : "button", { name: row.label, exact: true }).waitFor();
      }
      await nav.getByRole("link", { name: "Profile", exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
