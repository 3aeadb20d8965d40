import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Page as StoredPage } from "@wordloom/shared/model";
import { api, createUser, LAST_DOCUMENT_KEY, launchBrowser, newContext, randomWord, storeSession, toast } from "./browser";
import { findOverflow } from "./overflow";

/**
 * Issue 26: a document published from the editor is read whole on its public page with JavaScript
 * off; with JavaScript a second user likes, comments, bookmarks and follows; the author sees the
 * counts. Then the Explore screens, the share panel and the public article at the four widths.
 */
const baseUrl = inject("baseUrl");
const WIDTHS = [1280, 1366, 1440, 1920];

const sentence = (text: string) => ({ id: crypto.randomUUID(), text, fragments: [{ text }] });
const ARTICLE: StoredPage[] = [
  {
    blocks: [
      { id: crypto.randomUUID(), htmlType: "heading-one", sentences: [sentence("Why harbours matter")] },
      {
        id: crypto.randomUUID(),
        htmlType: "text",
        sentences: [sentence("Boats come in with the tide."), sentence("Ferries leave at dawn.")],
      },
      { id: crypto.randomUUID(), htmlType: "bullet-item", sentences: [sentence("Lighthouses guide ships.")] },
      { id: crypto.randomUUID(), htmlType: "bullet-item", sentences: [sentence("Cranes unload containers.")] },
      {
        id: crypto.randomUUID(),
        htmlType: "table-row",
        sentences: [],
        cells: [{ sentences: [sentence("Port")] }, { sentences: [sentence("Ships a day")] }],
        isHeadNode: true,
      },
      {
        id: crypto.randomUUID(),
        htmlType: "table-row",
        sentences: [],
        cells: [{ sentences: [sentence("Rotterdam")] }, { sentences: [sentence("80")] }],
      },
      { id: crypto.randomUUID(), htmlType: "text", sentences: [sentence("The last paragraph closes the article.")] },
    ],
  },
];
const COVER_FILE = fileURLToPath(new URL("../public/icons/wordloom-512.png", import.meta.url));
const ARTICLE_TEXTS = [
  "Why harbours matter",
  "Boats come in with the tide.",
  "Ferries leave at dawn.",
  "Lighthouses guide ships.",
  "Cranes unload containers.",
  "Rotterdam",
  "The last paragraph closes the article.",
];

let browser: Browser;
let author: Awaited<ReturnType<typeof createUser>>;
let reader: Awaited<ReturnType<typeof createUser>>;
let authorHandle: string;
let documentId: string;
let title: string;

beforeAll(async () => {
  browser = await launchBrowser();
  author = await createUser(baseUrl, "publisher");
  reader = await createUser(baseUrl, "reader");
  authorHandle = `writer_${randomWord(8)}`;
  await api(baseUrl, author.accessToken).updateProfile({ body: { handle: authorHandle } });
  await api(baseUrl, reader.accessToken).updateProfile({ body: { handle: `reader_${randomWord(8)}` } });
  title = `Harbour notes ${randomWord(6)}`;
  documentId = (await api(baseUrl, author.accessToken).createDocument({ body: { title, pages: ARTICLE } })).id;
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

const signedIn = async (session: typeof author, width = 1280): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await newContext(browser, baseUrl, { viewport: { width, height: 900 } });
  const page = await context.newPage();
  await storeSession(page, session);
  return { context, page };
};

const openOptions = async (page: Page) => {
  await page.getByRole("button", { name: "Document options" }).click();
  return page.getByRole("menu");
};

let publicPath: string;

describe("public publishing", () => {
  it("publishes a document from the editor: the question, then 'This document is public now', and its public link", async () => {
    const { context, page } = await signedIn(author);
    try {
      await page.evaluate(([key, id]) => localStorage.setItem(key, id), [LAST_DOCUMENT_KEY, documentId] as const);
      await page.goto("/writing/app");
      await page.getByLabel("Document", { exact: true }).waitFor({ timeout: 60_000 });
      await (await openOptions(page)).getByRole("menuitem", { name: "Make Public" }).click();
      const question = page.getByRole("dialog", { name: "Make public" });
      await question.getByText("Your document is in private mode do you want to make it public?").waitFor();
      await question.getByRole("button", { name: "Okay" }).click();
      await toast(page, "This document is public now").waitFor({ timeout: 30_000 });

      // A public document cannot be deleted (spec document 2 §4).
      const menu = await openOptions(page);
      await menu.getByRole("menuitem", { name: "Make Private" }).waitFor();
      await menu.getByRole("menuitem", { name: "Delete" }).click();
      await toast(page, "This is a public document and, therefore, cannot be deleted.").waitFor({ timeout: 30_000 });
      await (await openOptions(page)).getByRole("menuitem", { name: "Preview and share…" }).click();
      const panel = page.getByRole("dialog", { name: "Preview and share" });
      await panel.getByText("Public", { exact: true }).waitFor({ timeout: 30_000 });
      await panel.getByRole("combobox", { name: "Category" }).selectOption("Communication");
      await panel.getByRole("textbox", { name: /Hashtags/ }).fill("harbours boats ");
      await panel.getByRole("button", { name: "Remove #boats" }).waitFor({ timeout: 30_000 });
      // The cover: picked, cropped at 2.23 in the crop dialog, uploaded; the panel shows it.
      await panel.getByLabel("Cover image file").setInputFiles(COVER_FILE);
      const crop = page.getByRole("dialog", { name: "Crop the cover image" });
      await crop.getByRole("button", { name: "Crop" }).click({ timeout: 30_000 });
      await page.getByRole("dialog", { name: "Preview and share" }).getByRole("img", { name: "Cover image" }).waitFor({ timeout: 30_000 });
      const link = await panel.getByRole("link", { name: /\/publications\/@/ }).getAttribute("href");
      expect(link).toBe(`${baseUrl}/publications/@${authorHandle}/${link?.split("/").pop()}`);
      publicPath = new URL(link ?? "").pathname;

      // The share popup opens over the panel as a dialog a screen reader reaches (a real browser, not
      // jsdom), copies the link and says so.
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await panel.getByRole("button", { name: "Copy link" }).click();
      const popup = page.getByRole("dialog", { name: "Share link" });
      await popup.getByRole("button", { name: "Copy link" }).click();
      await popup.getByText("document link is copied to clipboard").waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await popup.getByRole("button", { name: "Close" }).click();
      await popup.waitFor({ state: "detached", timeout: 30_000 });
    } finally {
      await context.close();
    }
  }, 180_000);

  it("shows the whole article with JavaScript disabled", async () => {
    const context = await newContext(browser, baseUrl, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(publicPath);
      expect(response?.status()).toBe(200);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      const body = page.locator(".article-body");
      for (const text of ARTICLE_TEXTS) {
        expect(await body.getByText(text, { exact: false }).count(), text).toBeGreaterThan(0);
      }
      // List items as the editor's read-only view lays them out (marker and text).
      expect(await body.locator(".item").count()).toBeGreaterThanOrEqual(2);
      expect(await body.locator("table tr").count()).toBe(2);
      expect(await page.getByRole("link", { name: "Communication" }).count()).toBeGreaterThan(0);
      expect(await page.locator("img.cover").getAttribute("src")).toMatch(/^\/media\//);
      expect(await page.getByRole("link", { name: "#harbours" }).count()).toBe(1);
      expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toContain(title);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl}${publicPath}`);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("a second user likes, comments, bookmarks and follows with JavaScript; the author sees the counts", async () => {
    const { context, page } = await signedIn(reader);
    try {
      await page.goto(publicPath);
      const like = page.locator('[data-action="like"]');
      // Hydrated: the signed-in reader's comment form shows.
      await page.locator("[data-comment-form]").waitFor({ state: "visible", timeout: 30_000 });
      await like.click();
      await page.waitForFunction(() => document.querySelector('[data-action="like"]')?.getAttribute("aria-pressed") === "true");
      expect(await page.locator('[data-count="likes"]').textContent()).toBe("1");
      await page.locator('[data-action="bookmark"]').click();
      await page.waitForFunction(() => document.querySelector('[data-action="bookmark"]')?.getAttribute("aria-pressed") === "true");
      await page.locator('[data-action="follow"]').click();
      await page.getByRole("button", { name: "Following" }).waitFor({ timeout: 30_000 });
      await page.getByLabel("Add a comment").fill("A fine piece about harbours.");
      await page.getByRole("button", { name: "Post comment" }).click();
      await page.locator("[data-comments]").getByText("A fine piece about harbours.").waitFor({ timeout: 30_000 });

      // The reader's Saved list (sidebar: Explore Public Posts → Saved) has it, linking to the public article.
      await page.goto("/writing/app/list");
      await page.getByRole("group", { name: "Explore Public Posts" }).getByRole("link", { name: "Saved" }).click();
      const saved = page.getByRole("list", { name: "Saved" });
      expect(await saved.getByRole("link", { name: title }).getAttribute("href")).toBe(publicPath);
    } finally {
      await context.close();
    }

    const status = await api(baseUrl, author.accessToken).getPublication({ params: { id: documentId } });
    expect(status.counts).toMatchObject({ likes: 1, comments: 1, bookmarks: 1 });
    const authorView = await signedIn(author);
    try {
      await authorView.page.goto("/writing/app/publications/mine");
      const mine = authorView.page.getByRole("list", { name: "My Public Posts" });
      const card = mine.locator(`[data-public-document-id="${documentId}"]`);
      await card.getByLabel("1 likes").waitFor({ timeout: 30_000 });
      await card.getByLabel("1 comments").waitFor();
      await card.getByLabel("1 bookmarks").waitFor();
    } finally {
      await authorView.context.close();
    }
  }, 180_000);

  it.each(WIDTHS)(
    "nothing overflows at %i px: the Explore screens, the share panel and the public article",
    async (width) => {
      const { context, page } = await signedIn(author, width);
      try {
        const found: Record<string, string[]> = {};
        for (const route of ["/writing/app/publications/trending", "/writing/app/publications/mine", "/writing/app/saved"]) {
          await page.goto(route);
          await page.locator("#post-list-heading").waitFor({ timeout: 30_000 });
          await page.getByRole("list").or(page.getByRole("status")).first().waitFor({ timeout: 30_000 });
          found[route] = await findOverflow(page);
        }
        await page.evaluate(([key, id]) => localStorage.setItem(key, id), [LAST_DOCUMENT_KEY, documentId] as const);
        await page.goto("/writing/app");
        await page.getByLabel("Document", { exact: true }).waitFor({ timeout: 60_000 });
        await (await openOptions(page)).getByRole("menuitem", { name: "Preview and share…" }).click();
        await page.getByRole("dialog", { name: "Preview and share" }).getByText("Public", { exact: true }).waitFor({ timeout: 30_000 });
        found["share panel"] = await findOverflow(page);
        await page.goto(publicPath);
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        found["public article"] = await findOverflow(page);
        expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
      } finally {
        await context.close();
      }
    },
    180_000,
  );
});
