import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePlatforms, type FakePlatforms } from "../../scripts/fake-platforms/server";
import { startServerWithAdmin, type ServerWithAdmin } from "./admin-server";
import { api, createUser, launchBrowser, newContext, storeSession, waitForDocumentsHome, waitForPath } from "./browser";

/**
 * Linking X from app/platforms against the fake platform server, on a server of this file's own:
 * Social Links shows with the content plan (show_Linking_Nav), which an admin grants, and the
 * server's providers must point at the fake server (PLATFORMS_BASE, X as a public PKCE client).
 */
const ADMIN = { email: "platforms-admin@example.test", password: "platforms admin password" };

let browser: Browser;
let fake: FakePlatforms;
let withAdmin: ServerWithAdmin;
let baseUrl: string;
let fakePlatformsUrl: string;
beforeAll(async () => {
  fake = await startFakePlatforms(0);
  fakePlatformsUrl = fake.baseUrl;
  withAdmin = await startServerWithAdmin("platforms", ADMIN, { PLATFORMS_BASE: fake.baseUrl, X_CLIENT_ID: "wordloom-e2e-x" });
  baseUrl = withAdmin.server.baseUrl;
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser.close();
  await withAdmin.stop();
  await fake.close();
});

describe("the platforms screen", () => {
  it("links X through the platform's consent page (PKCE), shows the card linked, and removes it", async () => {
    const user = await createUser(baseUrl, "platforms-x");
    await api(baseUrl, withAdmin.adminToken).adminUpdateUser({ params: { id: user.user.id }, body: { subscriptionProduct: "content" } });
    const context = await newContext(browser, baseUrl);
    try {
      const page = await context.newPage();
      await storeSession(page, user);
      await page.goto("/content/app/list");
      await waitForPath(page, "/content/app/list");
      await waitForDocumentsHome(page);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Social Links", exact: true }).click();
      await waitForPath(page, "/content/app/platforms");
      const xCard = page.getByRole("region", { name: "X", exact: true });
      await xCard.getByText("Not linked").waitFor({ timeout: 30_000 });

      await xCard.getByRole("button", { name: "Link X" }).click();
      await page.waitForURL((url) => url.href.startsWith(`${fakePlatformsUrl}/x.com/i/oauth2/authorize`), { timeout: 30_000 });
      const authorize = new URL(page.url());
      expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
      expect(authorize.searchParams.get("redirect_uri")).toBe(`${baseUrl}/oauth/callback/x`);
      await page.getByRole("link", { name: "Authorize" }).click();

      await waitForPath(page, "/content/app/platforms");
      await page.getByText("Linking Successful").first().waitFor({ timeout: 30_000 });
      await xCard.getByText("Linked as Fake x user").waitFor();
      await xCard.getByText("Linked", { exact: true }).waitFor();

      await xCard.getByRole("button", { name: "Remove X account fake_x_user" }).click();
      await page.getByRole("dialog", { name: "Remove account" }).getByRole("button", { name: "Remove", exact: true }).click();
      await xCard.getByText("Not linked").waitFor({ timeout: 30_000 });
      expect(fake.requests("x").filter((request) => request.path === "/2/oauth2/revoke")).toHaveLength(2);
    } finally {
      await context.close();
    }
  });
});
