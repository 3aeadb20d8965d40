import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Page as StoredPage } from "@wordloom/shared/model";
import { api, createUser, LAST_DOCUMENT_KEY, storeSession } from "./browser";
import { browserPerFile } from "./browser-per-file";

const baseUrl = inject("baseUrl");
const NEW_TITLE = "Harbour town stories";
const LONG = Array.from(
  { length: 12 },
  (_unused, index) => `Story number ${index + 1} tells of the harbour town, its boats and the people of the harbour.`,
).join(" ");

const { openContext } = browserPerFile(baseUrl);

const onePage = (text: string): StoredPage => ({
  blocks: [{ id: crypto.randomUUID(), htmlType: "text", sentences: [{ id: crypto.randomUUID(), text, fragments: [{ text }] }] }],
});

describe("analyses after a rename", () => {
  it("Detect intent and the Engagement rating read the title as it is now, not the one the document was opened with", async () => {
    const user = await createUser(baseUrl, "retitle");
    const document = await api(baseUrl, user.accessToken).createDocument({ body: { title: "Untitled", pages: [onePage(LONG)] } });
    const context = await openContext();
    const page: Page = await context.newPage();
    await storeSession(page, user);
    await page.evaluate(([key, id]) => localStorage.setItem(key, id), [LAST_DOCUMENT_KEY, document.id] as const);
    await page.goto("/writing/app");
    const assistant = page.getByRole("complementary", { name: "Assistant" });
    await assistant.waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Bold", exact: true }).and(page.locator(":enabled")).waitFor({ timeout: 30_000 });

    // Rename in the title bar.
    await page.getByRole("heading", { name: "Untitled" }).click();
    const renamed = page.waitForResponse((response) => response.request().method() === "PATCH" && response.ok());
    await page.getByLabel("Document title").fill(NEW_TITLE);
    await page.getByLabel("Document title").press("Enter");
    await renamed;
    await page.getByRole("heading", { name: NEW_TITLE }).waitFor();

    await assistant.getByRole("tab", { name: "Overview" }).click();
    await assistant.getByRole("button", { name: "Detect intent" }).click();
    const intent = assistant.getByRole("status").filter({ hasText: "Match score" });
    await intent.waitFor({ timeout: 60_000 });
    const comment = await intent.textContent();
    expect(comment).toContain(`“${NEW_TITLE}”`);
    expect(comment).not.toContain("Untitled");

    await assistant.getByRole("tab", { name: "Review" }).click();
    await assistant.getByRole("button", { name: /^Engagement/ }).click();
    await assistant.getByText(/^Engagement quotient/).waitFor({ timeout: 30_000 });
    const headers = assistant.locator(".fui-AccordionHeader button");
    for (let index = 0; index < (await headers.count()); index += 1) {
      await headers.nth(index).click();
    }
    const details = (await assistant.locator(".fui-AccordionPanel").allTextContents()).join(" ");
    expect(details).toContain(`“${NEW_TITLE}”`);
    expect(details).not.toContain("No title");
  });
});
