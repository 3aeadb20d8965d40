import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { ApiClient } from "@wordloom/shared/api";
import type { Block } from "@wordloom/shared/model";
import { api, createUser, LAST_DOCUMENT_KEY, launchBrowser, newContext, storeSession } from "./browser";

const baseUrl = inject("baseUrl");
/** webapp/src/editor/page/SaveStatus.tsx and the spec's messages (document 2 §5). */
const SAVED = "Document updated";
const NOT_SAVED_YET = /^Not saved yet/;
const CITATION_MISSING = "Missing required fields: Author, Title, Publisher, Year";
const INVALID_URL = "Please enter a valid URL.";

let browser: Browser;
let context: BrowserContext;
let page: Page;
let client: ApiClient;
let documentId: string;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

beforeEach(async () => {
  const user = await createUser(baseUrl, "editor");
  client = api(baseUrl, user.accessToken);
  const created = await client.createDocument({
    body: {
      title: "Editor test",
      pages: [
        {
          blocks: [
            {
              id: crypto.randomUUID(),
              htmlType: "text",
              sentences: [
                { id: crypto.randomUUID(), text: "Babbage designed engines.", fragments: [{ text: "Babbage designed engines." }] },
              ],
            },
          ],
        },
      ],
    },
  });
  documentId = created.id;
  context = await newContext(browser, baseUrl);
  page = await context.newPage();
  await storeSession(page, user);
  await page.evaluate(([key, id]) => localStorage.setItem(key, id), [LAST_DOCUMENT_KEY, documentId] as const);
});
afterEach(async () => {
  await context.close();
});

const editor = () => page.getByLabel("Document", { exact: true });
const saveStatus = () => page.locator("[data-save-status]");

const openEditor = async () => {
  await page.goto("/writing/app");
  await page.getByRole("heading", { name: "Editor test", level: 2 }).waitFor({ timeout: 30_000 });
  await editor().getByText("Babbage designed engines.").waitFor();
  await page.getByRole("button", { name: "Bold", exact: true }).and(page.locator(":enabled")).waitFor();
};

/** Fluent dialogs fade out; their backdrop takes clicks until it is gone. */
const dialogGone = () => page.locator(".fui-DialogSurface").waitFor({ state: "detached" });

/** Puts the caret at the end of the paragraph holding `text`. */
const caretAfter = async (text: string) => {
  await editor().getByText(text).click();
  await page.keyboard.press("End");
};

/** Selects a word in the editor through the DOM selection, which ProseMirror follows (no mouse aiming). */
const selectWord = async (word: string) => {
  await editor().focus();
  const found = await editor().evaluate((root, target) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const index = node.textContent?.indexOf(target) ?? -1;
      if (index >= 0) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + target.length);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        return true;
      }
    }
    return false;
  }, word);
  if (!found) {
    throw new Error(`"${word}" is not in the editor`);
  }
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(word);
  // ProseMirror reads the DOM selection on selectionchange; give it that event's turn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
};

const storedBlocks = async (): Promise<Block[]> =>
  (await client.getDocument({ params: { id: documentId } })).pages.flatMap((stored) => stored.blocks);
const storedText = async () => (await storedBlocks()).flatMap((block) => block.sentences.map((sentence) => sentence.text)).join(" ");
const storedFragments = async () => (await storedBlocks()).flatMap((block) => block.sentences.flatMap((sentence) => sentence.fragments));

describe("the editor page", () => {
  it("saves typed text (only the changed blocks) and shows it after a reload", async () => {
    await openEditor();
    await caretAfter("Babbage designed engines.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Lovelace wrote the first program.");
    await saveStatus().getByText(SAVED).waitFor({ timeout: 20_000 });
    await expect.poll(storedText, { timeout: 10_000 }).toBe("Babbage designed engines. Lovelace wrote the first program.");
    await page.reload();
    await editor().getByText("Lovelace wrote the first program.").waitFor({ timeout: 30_000 });
  });

  it("lets no element of the page be skipped (Fluent's focus-trap elements would slow every keystroke)", async () => {
    await openEditor();
    const dummies = await page
      .locator("[data-tabster-dummy]")
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).contentVisibility));
    expect(dummies.length).toBeGreaterThan(0);
    expect(dummies.filter((value) => value !== "visible")).toEqual([]);
    // Chromium skips no element anywhere, so its editing code never checks ancestors for one.
    const skipped = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll("*")).filter((element) => getComputedStyle(element).contentVisibility !== "visible").length,
    );
    expect(skipped).toBe(0);
  });

  it("formats a word and undoes typing", async () => {
    await openEditor();
    await selectWord("designed");
    await page.getByRole("button", { name: "Bold", exact: true }).click();
    await editor().locator("strong", { hasText: "designed" }).waitFor();
    await expect
      .poll(async () => (await storedFragments()).filter((fragment) => fragment.bold).map((fragment) => fragment.text), { timeout: 20_000 })
      .toEqual(["designed"]);

    await caretAfter("engines.");
    await page.keyboard.type(" Undo me.");
    await editor().getByText("Undo me.", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await expect.poll(() => editor().textContent()).not.toContain("Undo me.");
  });

  it("adds a link and a citation, refusing invalid fields first", async () => {
    await openEditor();
    await selectWord("engines");
    await page.getByRole("button", { name: "Link", exact: true }).click();
    const linkDialog = page.getByRole("dialog", { name: "Add link" });
    await linkDialog.getByRole("textbox", { name: "URL" }).fill("javascript:alert(1)");
    await linkDialog.getByRole("button", { name: "Save" }).click();
    await linkDialog.getByText(INVALID_URL).waitFor();
    await linkDialog.getByRole("textbox", { name: "URL" }).fill("example.com/engines");
    await linkDialog.getByRole("button", { name: "Save" }).click();
    await dialogGone();
    await editor().locator('a[href="https://example.com/engines"]', { hasText: "engines" }).waitFor();

    await selectWord("Babbage");
    await page.getByRole("button", { name: "Citation", exact: true }).click();
    const citationDialog = page.getByRole("dialog", { name: "Add citation" });
    await citationDialog.getByRole("button", { name: "Save" }).click();
    await citationDialog.getByText(CITATION_MISSING).waitFor();
    await citationDialog.getByRole("textbox", { name: "Author" }).fill("Ada Lovelace");
    await citationDialog.getByRole("textbox", { name: "Title" }).fill("Notes");
    await citationDialog.getByRole("textbox", { name: "Publisher" }).fill("Taylor");
    await citationDialog.getByRole("textbox", { name: "Year" }).fill("1843");
    await citationDialog.getByRole("button", { name: "Save" }).click();
    await dialogGone();
    await page
      .getByRole("complementary", { name: "Document overview" })
      .getByText("Lovelace, Ada. Notes. Taylor, 1843.")
      .waitFor({ timeout: 20_000 });

    await expect
      .poll(
        async () =>
          (await storedFragments())
            .filter((fragment) => fragment.href || fragment.citation)
            .map((fragment) => [fragment.text, fragment.href ?? fragment.citation?.citationData.bibliography]),
        {
          timeout: 20_000,
        },
      )
      .toEqual(
        expect.arrayContaining([
          ["engines", "https://example.com/engines"],
          [expect.stringContaining("Babbage"), "Lovelace, Ada. Notes. Taylor, 1843."],
        ]),
      );
  });

  it("loses nothing typed while the network is cut", async () => {
    await openEditor();
    await caretAfter("Babbage designed engines.");
    await context.setOffline(true);
    await page.keyboard.type(" Typed offline, kept locally.");
    await saveStatus().getByText(NOT_SAVED_YET).waitFor({ timeout: 20_000 });
    await page.keyboard.type(" And more.");
    await context.setOffline(false);
    await saveStatus().getByText(SAVED).waitFor({ timeout: 30_000 });
    await expect.poll(storedText, { timeout: 10_000 }).toBe("Babbage designed engines. Typed offline, kept locally. And more.");
    await page.reload();
    await editor().getByText("Typed offline, kept locally. And more.", { exact: false }).waitFor({ timeout: 30_000 });
  });

  it("re-applies unsaved edits after a reload, before anything else, then saves them", async () => {
    await openEditor();
    // Saves fail as if the network dropped, while the page itself still loads.
    const blockSaves = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route("**/api/documents/*/blocks", blockSaves);
    await caretAfter("Babbage designed engines.");
    await page.keyboard.type(" Survives a reload.");
    await saveStatus().getByText(NOT_SAVED_YET).waitFor({ timeout: 20_000 });
    await page.reload();
    await editor().getByText("Survives a reload.", { exact: false }).waitFor({ timeout: 30_000 });
    expect(await storedText()).toBe("Babbage designed engines.");
    await page.unroute("**/api/documents/*/blocks", blockSaves);
    await expect.poll(storedText, { timeout: 40_000 }).toBe("Babbage designed engines. Survives a reload.");
  });
});
