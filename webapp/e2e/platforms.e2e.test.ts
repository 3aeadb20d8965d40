import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePlatforms, type FakePlatforms } from "../../scripts/fake-platforms/server";
import { startServerWithAdmin, type ServerWithAdmin } from "./admin-server";
import { api, createUser, launchBrowser, newContext, storeSession, waitForDocumentsHome, waitForPath } from "./browser";

/**
 * Linking X and Facebook from app/platforms against the fake platform server, on a server of this
 * file's own: Social Links shows with the content plan (show_Linking_Nav), which an admin grants, and
 * the server's providers must point at the fake server (PLATFORMS_BASE, X as a public PKCE client,
 * Facebook as a confidential Meta app).
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
  withAdmin = await startServerWithAdmin("platforms", ADMIN, {
    PLATFORMS_BASE: fake.baseUrl,
    X_CLIENT_ID: "wordloom-e2e-x",
    FACEBOOK_CLIENT_ID: "wordloom-e2e-facebook",
    FACEBOOK_CLIENT_SECRET: "wordloom-e2e-facebook-secret",
  });
  baseUrl = withAdmin.server.baseUrl;
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser.close();
  await withAdmin.stop();
  await fake.close();
});

describe("the platforms screen", () => {
  it("links X (PKCE) and a Facebook Page through the consent pages, picks the Page, shows both linked, and removes X", async () => {
    const user = await createUser(baseUrl, "platforms-x-fb");
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
      const facebookCard = page.getByRole("region", { name: "Facebook", exact: true });
      await xCard.getByText("Not linked").waitFor({ timeout: 30_000 });
      await facebookCard.getByText("Not linked").waitFor();

      await xCard.getByRole("button", { name: "Link X" }).click();
      await page.waitForURL((url) => url.href.startsWith(`${fakePlatformsUrl}/x.com/i/oauth2/authorize`), { timeout: 30_000 });
      const authorize = new URL(page.url());
      expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
      expect(authorize.searchParams.get("redirect_uri")).toBe(`${baseUrl}/oauth/callback/x`);
      await page.getByRole("link", { name: "Authorize" }).click();
      await waitForPath(page, "/content/app/platforms");
      await page.getByText("Linking Successful").first().waitFor({ timeout: 30_000 });
      await xCard.getByText("Linked as Fake x user").waitFor();

      await facebookCard.getByRole("button", { name: "Link Facebook" }).click();
      await page.waitForURL((url) => url.href.startsWith(`${fakePlatformsUrl}/www.facebook.com/v25.0/dialog/oauth`), { timeout: 30_000 });
      expect(new URL(page.url()).searchParams.get("redirect_uri")).toBe(`${baseUrl}/oauth/callback/facebook`);
      await page.getByRole("link", { name: "Authorize" }).click();
      await waitForPath(page, "/content/app/platforms");
      await facebookCard.getByText("Linked as Fake facebook user").waitFor({ timeout: 30_000 });
      await facebookCard.getByText("No Pages chosen yet").waitFor();

      await facebookCard.getByRole("button", { name: "Choose Pages…" }).click();
      const picker = page.getByRole("dialog", { name: "Pages for @Fake facebook user" });
      await picker.getByRole("checkbox", { name: "Wordloom Fans" }).check({ timeout: 30_000 });
      await picker.getByRole("button", { name: "Save" }).click();
      await facebookCard.getByText("Publishes to: Wordloom Fans").waitFor({ timeout: 30_000 });
      expect(fake.requests("facebook").some((request) => request.path === "/v25.0/me/accounts")).toBe(true);

      await xCard.getByText("Linked", { exact: true }).waitFor();
      await facebookCard.getByText("Linked", { exact: true }).waitFor();

      await xCard.getByRole("button", { name: "Remove X account fake_x_user" }).click();
      await page.getByRole("dialog", { name: "Remove account" }).getByRole("button", { name: "Remove", exact: true }).click();
      await xCard.getByText("Not linked").waitFor({ timeout: 30_000 });
      expect(fake.requests("x").filter((request) => request.path === "/2/oauth2/revoke")).toHaveLength(2);
      await facebookCard.getByText("Linked", { exact: true }).waitFor();
      await facebookCard.getByText("Publishes to: Wordloom Fans").waitFor();
    } finally {
      await context.close();
    }
  });
});
