import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AuthResult } from "@wordloom/shared/model";
import { api, createUser, LAST_DOCUMENT_KEY, launchBrowser, newContext, storeSession, paragraphPage } from "./browser";
import { startServerWithAdmin, type ServerWithAdmin } from "./admin-server";
import type { RunningServer } from "./run-server";

/**
 * Create in the editor's assistant pane (issue 9: the creation panes live in the editor's pane
 * area; spec document 2 §2 "document generate", §4 Overwrite or Create New). This file starts its
 * own server: social posts need the content plan, which an admin grants.
 */
const ADMIN = { email: "create-pane-admin@example.test", password: "create pane admin password" };
/** shared/model/generation.ts OFFLINE_DRAFT_LABEL. */
const DRAFT_LABEL = "Template draft — connect a model for AI writing";
const OLD_TEXT = "Quarterly notes about the parking rota that nobody reads.";
/** The user's notes the offline engine builds a post from. */
const NOTES =
  "Warm the pot before you brew. Use fresh water every time, never water that has boiled twice. Steep green tea for two minutes and black tea for four. Share a pot with the team at three o'clock and the afternoon slump disappears.";

let server: RunningServer;
let withAdmin: ServerWithAdmin | undefined;
let adminToken: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  withAdmin = await startServerWithAdmin("create-pane", ADMIN);
  ({ server, adminToken } = withAdmin);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await withAdmin?.stop();
});
afterEach(async () => {
  await context?.close();
});

const editor = () => page.getByLabel("Document", { exact: true });
const assistant = () => page.getByRole("complementary", { name: "Assistant" });

describe("Create in the editor's assistant pane", () => {
  it("generates a social post offline and overwrites the open document with it", async () => {
    const created = await createUser(server.baseUrl, "create-pane");
    await api(server.baseUrl, adminToken).adminUpdateUser({ params: { id: created.user.id }, body: { subscriptionProduct: "content" } });
    const client = api(server.baseUrl, created.accessToken);
    const session: AuthResult = { ...created, user: await client.updateProfile({ body: { selectedProduct: "content" } }) };
    expect(session.user.flags.gen_social_post).toBe(true);
    const document = await client.createDocument({ body: { title: "Parking rota", pages: [paragraphPage(OLD_TEXT)] } });

    context = await newContext(browser, server.baseUrl);
    page = await context.newPage();
    await storeSession(page, session);
    await page.evaluate(([key, id]) => localStorage.setItem(key, id), [LAST_DOCUMENT_KEY, document.id] as const);
    await page.goto("/content/app");
    await editor().getByText(OLD_TEXT).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Bold", exact: true }).and(page.locator(":enabled")).waitFor({ timeout: 30_000 });

    // The Create tab's panes are a lazily loaded chunk; on a busy machine a click that lands while
    // the pane re-renders (the open document reaching it) can be lost, so the tab is chosen again
    // until the list shows (CI failed once waiting 30 s after a single click).
    const createList = assistant().getByRole("navigation", { name: "Create" });
    for (let attempt = 1; !(await createList.isVisible()); attempt += 1) {
      await assistant().getByRole("tab", { name: "Create" }).click();
      const shown = await createList.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      if (!shown && attempt >= 3) {
        throw new Error("the Create tab did not show its list of panes after 3 clicks");
      }
    }
    await createList.getByRole("button", { name: "Social post" }).click();
    await assistant().getByRole("heading", { name: "Social Post", level: 2 }).waitFor({ timeout: 30_000 });
    await assistant().getByRole("combobox", { name: "Objective Categories" }).click();
    await page.getByRole("option", { name: "How-to" }).click();
    await assistant().getByRole("textbox", { name: "Topic" }).fill("Brewing better tea at the office");
    await assistant()
      .getByRole("textbox", { name: /^Input/ })
      .fill(NOTES);
    await assistant().getByRole("button", { name: "Generate Post" }).click();
    await assistant().getByText(DRAFT_LABEL).waitFor({ timeout: 30_000 });
    const text = (await assistant().locator("[data-generated-text]").textContent())?.trim() ?? "";
    expect(text.length).toBeGreaterThan(20);

    await assistant().getByRole("button", { name: "Load To Editor" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Important").waitFor();
    await dialog.getByRole("button", { name: "Overwrite" }).click();

    // The open document now holds the post, in the editor and (after the autosave) on the server.
    const firstLine =
      text
        .split("\n")
        .find((line) => line.trim())
        ?.replace(/^#+\s*/, "")
        .trim() ?? "";
    await editor().getByText(firstLine.slice(0, 30), { exact: false }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => editor().getByText(OLD_TEXT).count()).toBe(0);
    expect(page.url()).toBe(`${server.baseUrl}/content/app`);
    await expect
      .poll(async () => (await client.getDocument({ params: { id: document.id } })).excerpt, { timeout: 30_000 })
      .toContain(firstLine.slice(0, 20));
    const documents = await client.listDocuments({ query: {} });
    expect(documents.items).toHaveLength(1);
  });
});
