import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Download, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { ApiClient } from "@wordloom/shared/api";
import { api, createUser, LAST_DOCUMENT_KEY, launchBrowser, newContext, storeSession } from "./browser";

/**
 * Export and import from the editor page's options menu (route /writing/app): the files come from
 * the real server (DOCX built with `docx`, PDF printed by its headless Chromium).
 */

const baseUrl = inject("baseUrl");
const FIRST_TEXT = "Babbage designed engines.";
/** webapp/src/documents/import-export/mapped-drive.ts */
const MAPPED_DRIVE_TITLE = /^Could not save /;

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
  const user = await createUser(baseUrl, "export");
  client = api(baseUrl, user.accessToken);
  const created = await client.createDocument({
    body: {
      title: "Export test",
      pages: [
        {
          blocks: [
            {
              id: crypto.randomUUID(),
              htmlType: "text",
              sentences: [{ id: crypto.randomUUID(), text: FIRST_TEXT, fragments: [{ text: FIRST_TEXT }] }],
            },
          ],
        },
      ],
    },
  });
  documentId = created.id;
  context = await newContext(browser, baseUrl, { acceptDownloads: true });
  page = await context.newPage();
  await storeSession(page, user);
  await page.evaluate(([key, id]) => localStorage.setItem(key, id), [LAST_DOCUMENT_KEY, documentId] as const);
});
afterEach(async () => {
  await context.close();
});

const editor = () => page.getByLabel("Document", { exact: true });

const openEditor = async () => {
  await page.goto("/writing/app");
  await page.getByRole("heading", { name: "Export test", level: 2 }).waitFor({ timeout: 30_000 });
  await editor().getByText(FIRST_TEXT).waitFor();
  await page.getByRole("button", { name: "Bold", exact: true }).and(page.locator(":enabled")).waitFor();
};

/** Browsers without a save picker (Firefox, Safari) download through the download manager. */
const withoutSavePicker = () => context.addInitScript(() => Reflect.deleteProperty(window, "showSaveFilePicker"));

const menuItem = (name: string) => page.getByRole("menuitem", { name, exact: true });

const chooseFromMenu = async (name: string) => {
  await page.getByRole("button", { name: "Document options" }).click();
  await menuItem(name).click();
};

const firstBytes = async (download: Download, count: number): Promise<string> => {
  const file = await download.path();
  return (await readFile(file)).subarray(0, count).toString("latin1");
};

const storedText = async () =>
  (await client.getDocument({ params: { id: documentId } })).pages
    .flatMap((stored) => stored.blocks)
    .flatMap((block) => block.sentences.map((sentence) => sentence.text))
    .join(" ");

describe("export from the editor page", () => {
  it("downloads DOCX and PDF files from the options menu, the items disabled for 2 s after a click", async () => {
    await withoutSavePicker();
    await openEditor();

    // The server's answer is held until the menu has been looked at, so a fast export cannot end
    // the disabled state (or close the menu with its download) before the check on a busy machine.
    let releaseExport = () => {};
    const exportHeld = new Promise<void>((resolve) => (releaseExport = resolve));
    await page.route("**/api/documents/*/export", async (route) => {
      await exportHeld;
      await route.continue();
    });
    const docx = page.waitForEvent("download", { timeout: 60_000 });
    await chooseFromMenu("Export DOCX");
    // Opened again while the export runs: both items are disabled.
    await page.getByRole("button", { name: "Document options" }).click();
    await menuItem("Export DOCX").waitFor();
    const disabledStates = await page
      .getByRole("menuitem")
      .filter({ hasText: /^Export (PDF|DOCX)$/ })
      .evaluateAll((items) => items.map((item) => item.getAttribute("aria-disabled")));
    expect(disabledStates).toEqual(["true", "true"]);
    await page.keyboard.press("Escape");
    releaseExport();
    const docxFile = await docx;
    expect(docxFile.suggestedFilename()).toMatch(/\.docx$/);
    expect(await firstBytes(docxFile, 2)).toBe("PK");

    await page.getByRole("button", { name: "Document options" }).click();
    await menuItem("Export PDF").and(page.locator(":not([aria-disabled=true])")).waitFor({ timeout: 10_000 });
    const pdf = page.waitForEvent("download", { timeout: 90_000 });
    await menuItem("Export PDF").click();
    const pdfFile = await pdf;
    expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await firstBytes(pdfFile, 4)).toBe("%PDF");
  });

  it("saves the edits still waiting for autosave before the server exports its copy", async () => {
    await withoutSavePicker();
    await openEditor();
    let storedWhenExported = "";
    await page.route("**/api/documents/*/export", async (route) => {
      storedWhenExported = await storedText();
      await route.continue();
    });
    await editor().getByText(FIRST_TEXT).click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Typed just before the export.");
    const docx = page.waitForEvent("download", { timeout: 60_000 });
    await chooseFromMenu("Export DOCX");
    expect(await firstBytes(await docx, 2)).toBe("PK");
    expect(storedWhenExported).toBe(`${FIRST_TEXT} Typed just before the export.`);
  });

  it("offers the mapped-drive fallback when the chosen place refuses the file, then downloads it", async () => {
    // A save picker whose target refuses the write, as a mapped network drive often does.
    await context.addInitScript(() => {
      Object.defineProperty(window, "showSaveFilePicker", {
        configurable: true,
        value: async () => ({
          createWritable: async () => Promise.reject(new DOMException("The drive refused the file.", "NotAllowedError")),
        }),
      });
    });
    await openEditor();
    await chooseFromMenu("Export PDF");
    const fallback = page.getByText(MAPPED_DRIVE_TITLE);
    await fallback.waitFor({ timeout: 90_000 });
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download instead" }).click();
    const file = await download;
    expect(await firstBytes(file, 4)).toBe("%PDF");
    await fallback.waitFor({ state: "detached" });
  });
});

describe("import into the open document", () => {
  it("overwrites the document with a .txt file after the Overwrite / Create New choice", async () => {
    await openEditor();
    await chooseFromMenu("Import…");
    const dialog = page.getByRole("dialog", { name: "Import document" });
    await dialog.waitFor();
    await dialog.getByLabel("Choose a file to import").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Imported first line.\n\nImported second paragraph.\n"),
    });
    await dialog.getByRole("button", { name: "Overwrite" }).click();
    await editor().getByText("Imported second paragraph.").waitFor({ timeout: 30_000 });
    expect(await editor().textContent()).not.toContain(FIRST_TEXT);
    expect(await storedText()).toContain("Imported second paragraph.");
  });

  it("imports into a new document with Create New and opens it, leaving this one as it was", async () => {
    await openEditor();
    await chooseFromMenu("Import…");
    const dialog = page.getByRole("dialog", { name: "Import document" });
    await dialog
      .getByLabel("Choose a file to import")
      .setInputFiles({ name: "fresh.txt", mimeType: "text/plain", buffer: Buffer.from("A fresh document.\n") });
    await dialog.getByRole("button", { name: "Create New" }).click();
    await editor().getByText("A fresh document.").waitFor({ timeout: 30_000 });
    const opened = await page.evaluate((key) => localStorage.getItem(key), LAST_DOCUMENT_KEY);
    expect(opened).not.toBe(documentId);
    expect(await storedText()).toBe(FIRST_TEXT);
  });
});
