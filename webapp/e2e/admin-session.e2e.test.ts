import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerWithAdmin, type ServerWithAdmin } from "./admin-server";
import { launchBrowser, newContext, waitForPath } from "./browser";

/** The admin web screen (/admin/login) on a server of this file's own, with a seeded admin. */
const ADMIN = { email: "session-admin@example.test", password: "session admin password" };

let withAdmin: ServerWithAdmin | undefined;
let browser: Browser;
beforeAll(async () => {
  withAdmin = await startServerWithAdmin("admin-session", ADMIN);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await withAdmin?.stop();
});

describe("the admin session", () => {
  it("survives opening a new tab, and signing out in one tab signs out the other", async () => {
    const baseUrl = withAdmin?.server.baseUrl ?? "";
    const context = await newContext(browser, baseUrl);
    try {
      const first = await context.newPage();
      await first.goto("/admin/login");
      await first.getByLabel(/E-mail/).fill(ADMIN.email);
      await first.getByLabel(/Password/).fill(ADMIN.password);
      await first.getByRole("button", { name: "Sign in" }).click();
      await waitForPath(first, "/admin/users");
      await first.getByRole("searchbox", { name: "Search users" }).waitFor({ timeout: 30_000 });

      // A new tab of the same browser: still signed in.
      const second = await context.newPage();
      await second.goto("/admin/users");
      await second.getByRole("searchbox", { name: "Search users" }).waitFor({ timeout: 30_000 });
      expect(new URL(second.url()).pathname).toBe("/admin/users");
      expect(await second.getByLabel("Signed in as").textContent()).toBe(ADMIN.email);

      await second.getByRole("button", { name: "Sign out" }).click();
      await waitForPath(second, /^\/admin\/login/);
      await waitForPath(first, /^\/admin\/login/);
    } finally {
      await context.close();
    }
  });
});
