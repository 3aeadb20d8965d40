import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import {
  api,
  LAST_DOCUMENT_KEY,
  launchBrowser,
  newContext,
  PASSWORD,
  randomWord,
  readSession,
  toast,
  uniqueEmail,
  waitForDocumentsHome,
  waitForPath,
} from "./browser";

const baseUrl = inject("baseUrl");
/** webapp/src/documents/use-delete-document.ts */
const DELETE_CONFIRM_MESSAGE = "This will Delete Document. Proceed?";
const DELETED_MESSAGE = "Deleted successfully.";
const DELETE_DELAY_MS = 2_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl);
  page = await context.newPage();
});
afterAll(async () => {
  await browser.close();
});

const row = (id: string) => page.locator(`li[data-document-id="${id}"]`);
const rowIds = (list: string) =>
  page
    .getByRole("list", { name: list })
    .locator("li[data-document-id]")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-document-id")));

const openRowAction = async (id: string, action: "Rename" | "Delete") => {
  await row(id)
    .getByRole("button", { name: /^Actions for / })
    .click();
  await page.getByRole("menuitem", { name: action }).click();
};

const expectUnauthenticated = async (accessToken: string) => {
  const failure = await api(baseUrl, accessToken)
    .me()
    .then(
      () => null,
      (error: unknown) => error,
    );
  expect(failure).toBeInstanceOf(ApiError);
  expect((failure as ApiError).status).toBe(401);
};

describe("documents, from sign-up to logout", () => {
  it("signs up, creates, renames, finds, deletes, restores and logs out of all devices", async () => {
    const email = uniqueEmail("flow");

    // Sign up.
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Create account" }).click();
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account", exact: true }).click();
    await waitForPath(page, "/writing/app/list");
    await waitForDocumentsHome(page);
    const session = await readSession(page);
    expect(session?.user.email).toBe(email);
    if (!session) {
      return;
    }

    // Another document, made elsewhere, so the search has something to leave out.
    const other = await api(baseUrl, session.accessToken).createDocument({ body: { title: "Shopping list" } });

    // Create → Blank document opens the new document, read-only.
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await page.getByRole("menuitem", { name: "Blank document" }).click();
    await waitForPath(page, "/writing/app");
    await page.getByRole("heading", { name: "Untitled", level: 2 }).waitFor();
    await page.getByRole("article", { name: "Page 1 of 1" }).waitFor();
    const id = await page.evaluate((key) => localStorage.getItem(key), LAST_DOCUMENT_KEY);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    if (!id) {
      return;
    }

    // Back to the documents: both are listed.
    await page.getByRole("main").getByRole("button", { name: "Documents" }).click();
    await waitForPath(page, "/writing/app/list");
    await row(id).waitFor();
    expect(new Set(await rowIds("Documents"))).toEqual(new Set([id, other.id]));

    // Rename through the row's actions menu.
    const title = `Quarterly ${randomWord()} report`;
    await openRowAction(id, "Rename");
    const renameDialog = page.getByRole("dialog", { name: "Rename document" });
    await renameDialog.getByLabel("Title").fill(title);
    await renameDialog.getByRole("button", { name: "Save" }).click();
    await renameDialog.waitFor({ state: "hidden" });
    await row(id).getByText(title).waitFor();

    // The search box finds it by a word of its new title, and only it.
    const search = page.getByRole("searchbox", { name: "Search documents" });
    await search.fill(title.split(" ")[1] ?? title);
    await expect.poll(() => rowIds("Documents"), { timeout: 15_000 }).toEqual([id]);

    // Delete: the confirmation, then the deletion 2 s later and its toast.
    await openRowAction(id, "Delete");
    const confirm = page.getByRole("dialog", { name: "Delete document" });
    await confirm.getByText(DELETE_CONFIRM_MESSAGE).waitFor();
    const confirmedAt = Date.now();
    await confirm.getByRole("button", { name: "Proceed" }).click();
    await toast(page, DELETED_MESSAGE).waitFor({ timeout: 15_000 });
    expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(DELETE_DELAY_MS - 100);
    await row(id).waitFor({ state: "detached" });

    // It is in the trash; restore it.
    await page.locator('[data-sidebar-item="trash"]').click();
    await waitForPath(page, "/writing/app/trash");
    await row(id).getByText(title).waitFor();
    await row(id).getByRole("button", { name: "Restore" }).click();
    await toast(page, "Document restored.").waitFor();
    await row(id).waitFor({ state: "detached" });

    // Back in the list.
    await page.locator('[data-sidebar-item="documents"]').click();
    await waitForPath(page, "/writing/app/list");
    await row(id).getByText(title).waitFor();

    // Logout of all devices: this browser's token and another device's stop working.
    const otherDevice = await api(baseUrl).signIn({ body: { email, password: PASSWORD } });
    const before = await readSession(page);
    expect(before?.accessToken).toBeTruthy();
    await page.locator('[data-sidebar-item="logout"]').click();
    const logoutDialog = page.getByRole("dialog", { name: "Log out?" });
    await logoutDialog.getByRole("button", { name: "All devices" }).click();
    await waitForPath(page, "/auth");
    await page.getByRole("tab", { name: "Sign in" }).waitFor();
    expect(await readSession(page)).toBeNull();
    await expectUnauthenticated(before?.accessToken ?? "");
    await expectUnauthenticated(otherDevice.accessToken);
  });
});
