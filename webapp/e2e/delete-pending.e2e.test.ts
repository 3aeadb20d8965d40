import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { api, createUser, storeSession, toast, waitForDocumentsHome, waitForPath } from "./browser";
import { browserPerFile } from "./browser-per-file";

const baseUrl = inject("baseUrl");
/** webapp/src/documents/use-delete-document.ts */
const DELETED_MESSAGE = "Deleted successfully.";
const DELETE_DELAY_MS = 2_000;

let page: Page;
const { openContext } = browserPerFile(baseUrl);

const row = (id: string) => page.locator(`li[data-document-id="${id}"]`);
const confirmDelete = async (id: string) => {
  await row(id)
    .getByRole("button", { name: /^Actions for / })
    .click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete document" }).getByRole("button", { name: "Proceed" }).click();
};

describe("deleting a document from the list", () => {
  it("greys the row out with an Undo at once; Undo keeps the document, and no request is sent", async () => {
    const user = await createUser(baseUrl, "undo-delete");
    const client = api(baseUrl, user.accessToken);
    const document = await client.createDocument({ body: { title: "Keep me" } });
    const context = await openContext();
    page = await context.newPage();
    const deletes: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "DELETE" || request.url().includes("/trash")) {
        deletes.push(request.url());
      }
    });
    await storeSession(page, user);
    // The page's timers run on Playwright's clock, so a slow machine cannot let the 2 s pass before Undo is pressed.
    await page.clock.install();
    await page.goto("/writing/app/list");
    await waitForDocumentsHome(page);

    await confirmDelete(document.id);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    // The dialog's closing motion runs on the Web Animations clock (real time) and then on timers
    // (the page's paused clock), and until it ends the dialog keeps aria-hidden on the rest of the
    // page. So let both clocks move in small steps, never more than 1.5 s of page time in all, well
    // inside the 2 s delay, until the row's Undo is visible.
    const undo = row(document.id).getByRole("button", { name: "Undo" });
    for (let step = 0; step < 15 && !(await undo.isVisible()); step += 1) {
      await page.clock.runFor(100);
      await page.waitForTimeout(100);
    }
    // At once: the row is busy, greyed, and offers Undo.
    await undo.waitFor({ timeout: 1_000 });
    expect(await row(document.id).getAttribute("aria-busy")).toBe("true");
    expect(Number(await row(document.id).evaluate((item) => getComputedStyle(item).opacity))).toBeLessThan(1);
    await undo.click();
    await undo.waitFor({ state: "detached" });
    expect(await row(document.id).getAttribute("aria-busy")).toBe("false");

    await page.clock.runFor(DELETE_DELAY_MS + 500);
    await page.clock.resume();
    await page.waitForTimeout(1_000);
    expect(deletes).toEqual([]);
    const listed = await client.listDocuments({ query: {} });
    expect(listed.items.map((item) => item.id)).toContain(document.id);
  });

  it("sends the deletion even when the user goes to the Trash at once, which then lists it, with 'Deleted successfully.'", async () => {
    const user = await createUser(baseUrl, "trash-soon");
    const client = api(baseUrl, user.accessToken);
    const document = await client.createDocument({ body: { title: "Throw me away" } });
    const context = await openContext();
    page = await context.newPage();
    await storeSession(page, user);
    await page.goto("/writing/app/list");
    await waitForDocumentsHome(page);

    await confirmDelete(document.id);
    await row(document.id).getByRole("button", { name: "Undo" }).waitFor({ timeout: 1_000 });
    await page.locator('[data-sidebar-item="trash"]').click();
    await waitForPath(page, "/writing/app/trash");
    await toast(page, DELETED_MESSAGE).waitFor({ timeout: 15_000 });
    await page
      .getByRole("list", { name: "Deleted documents" })
      .locator(`li[data-document-id="${document.id}"]`)
      .waitFor({ timeout: 15_000 });

    const listed = await client.listDocuments({ query: {} });
    expect(listed.items.map((item) => item.id)).not.toContain(document.id);
  });
});
