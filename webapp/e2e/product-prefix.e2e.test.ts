import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import {
  api,
  createUser,
  launchBrowser,
  newContext,
  PASSWORD,
  readSession,
  storeSession,
  waitForDocumentsHome,
  waitForPath,
} from "./browser";

const baseUrl = inject("baseUrl");

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await newContext(browser, baseUrl);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

/**
 * Spec document 1 §2: when the product in the URL is missing, not valid or differs from the user's
 * selected product, the stored selection is corrected and the user goes to the list.
 */
describe("product prefix", () => {
  it("switches a writing user who opens /content/app/trash to the content list, on the server too", async () => {
    const user = await createUser(baseUrl, "prefix-switch");
    expect(user.user.selectedProduct).toBe("writing");
    await storeSession(page, user);
    await page.goto("/content/app/trash");
    await waitForPath(page, "/content/app/list");
    await waitForDocumentsHome(page);
    expect((await api(baseUrl, user.accessToken).me()).selectedProduct).toBe("content");
    expect((await readSession(page))?.user.selectedProduct).toBe("content");
  });

  it("sends an unknown product to the selected product's list", async () => {
    const user = await createUser(baseUrl, "prefix-unknown");
    const proofUser = await api(baseUrl, user.accessToken).updateProfile({ body: { selectedProduct: "proof" } });
    await storeSession(page, { ...user, user: proofUser });
    await page.goto("/nonsense/app/list");
    await waitForPath(page, "/proof/app/list");
    await waitForDocumentsHome(page);
    expect((await api(baseUrl, user.accessToken).me()).selectedProduct).toBe("proof");
  });

  it("sends a missing product to the selected product's list", async () => {
    const user = await createUser(baseUrl, "prefix-missing");
    await storeSession(page, user);
    await page.goto("/app/trash");
    await waitForPath(page, "/writing/app/list");
    await waitForDocumentsHome(page);
    await page.goto("/");
    await waitForPath(page, "/writing/app/list");
  });

  it("sends an anonymous visitor to sign-in and back to the list afterwards", async () => {
    const user = await createUser(baseUrl, "prefix-anonymous");
    await page.goto("/writing/app/list");
    await waitForPath(page, `/auth?next=${encodeURIComponent("/writing/app/list")}`);
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await waitForPath(page, "/writing/app/list");
    await waitForDocumentsHome(page);
  });
});
