import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerWithAdmin, type ServerWithAdmin } from "./admin-server";
import { pickTool } from "./assistant-tools";
import { api, createUser, LAST_DOCUMENT_KEY, launchBrowser, newContext, paragraphPage, storeSession, waitForPath } from "./browser";

/**
 * Issue 21, item 6: an administrator uploads a reference work in the admin area, and a user's
 * document quoting it then gets a plagiarism score naming that work. On a server of this file's
 * own, so its reference corpus starts empty whatever other files do.
 */
const ADMIN = { email: "corpus-admin@example.test", password: "corpus admin password" };

/** The Gettysburg Address (Bliss copy, public domain). */
const GETTYSBURG = [
  "Four score and seven years ago our fathers brought forth on this continent, a new nation, conceived in Liberty, and dedicated to the proposition that all men are created equal.",
  "Now we are engaged in a great civil war, testing whether that nation, or any nation so conceived and so dedicated, can long endure. We are met on a great battle-field of that war. We have come to dedicate a portion of that field, as a final resting place for those who here gave their lives that that nation might live. It is altogether fitting and proper that we should do this.",
  "But, in a larger sense, we can not dedicate — we can not consecrate — we can not hallow — this ground. The brave men, living and dead, who struggled here, have consecrated it, far above our poor power to add or detract. The world will little note, nor long remember what we say here, but it can never forget what they did here. It is for us the living, rather, to be dedicated here to the unfinished work which they who fought here have thus far so nobly advanced. It is rather for us to be here dedicated to the great task remaining before us — that from these honored dead we take increased devotion to that cause for which they gave the last full measure of devotion — that we here highly resolve that these dead shall not have died in vain — that this nation, under God, shall have a new birth of freedom — and that government of the people, by the people, for the people, shall not perish from the earth.",
];

let withAdmin: ServerWithAdmin | undefined;
let browser: Browser;
let folder = "";
beforeAll(async () => {
  withAdmin = await startServerWithAdmin("reference-works", ADMIN);
  browser = await launchBrowser();
  folder = mkdtempSync(path.join(tmpdir(), "wordloom-e2e-corpus-"));
});
afterAll(async () => {
  await browser?.close();
  await withAdmin?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe("reference works (issue 21)", () => {
  it("an admin uploads the Gettysburg Address, and a user's document quoting it is scored against it", async () => {
    const baseUrl = withAdmin?.server.baseUrl ?? "";
    const file = path.join(folder, "Gettysburg Address.txt");
    writeFileSync(file, `${GETTYSBURG.join("\n\n")}\n`);

    // The admin: sign in, go to Reference works by the admin navigation, upload the file.
    const adminContext = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    const admin = await adminContext.newPage();
    await admin.goto("/admin/login");
    await admin.getByLabel(/E-mail/).fill(ADMIN.email);
    await admin.getByLabel(/Password/).fill(ADMIN.password);
    await admin.getByRole("button", { name: "Sign in" }).click();
    await waitForPath(admin, "/admin/users");
    await admin.getByRole("navigation", { name: "Admin" }).getByRole("tab", { name: "Reference works" }).click();
    await waitForPath(admin, "/admin/reference-works");
    await admin.getByText("The reference corpus is empty.").waitFor({ timeout: 30_000 });
    await admin.getByLabel("Choose a reference work to upload").setInputFiles(file);
    await admin.getByText(/^Added “Gettysburg Address” \(272 words\)/).waitFor({ timeout: 60_000 });
    const row = admin.getByRole("table", { name: "Reference works" }).getByRole("row").filter({ hasText: "Gettysburg Address" });
    await row.waitFor();
    expect(await row.getByRole("cell").nth(1).textContent()).toBe("272");

    // A user: a document quoting the address, checked by the Plagiarism tool.
    const session = await createUser(baseUrl, "corpus-user");
    const document = await api(baseUrl, session.accessToken).createDocument({
      body: {
        title: "My speech notes",
        pages: [paragraphPage("These are my notes for the class on Monday.", GETTYSBURG[0] ?? "", GETTYSBURG[1] ?? "")],
      },
    });
    const userContext = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    const page = await userContext.newPage();
    await storeSession(page, session);
    await page.evaluate(([key, id]) => localStorage.setItem(key, id), [LAST_DOCUMENT_KEY, document.id] as const);
    await page.goto("/writing/app");
    const assistant = page.getByRole("complementary", { name: "Assistant" });
    await page.getByLabel("Document", { exact: true }).getByText("Four score", { exact: false }).first().click();
    await pickTool(assistant, "Plagiarism");
    const score = assistant.getByText(/^Plagiarised - \d+%$/);
    await score.waitFor({ timeout: 60_000 });
    const percent = Number((await score.textContent())?.match(/\d+/)?.[0]);
    expect(percent).toBeGreaterThan(0);
    await assistant.getByText("Searched: your documents, public Wordloom documents and 1 reference work.").waitFor();
    const cards = assistant.getByRole("list", { name: "Plagiarised sentences" });
    await cards.getByText("Reference text “Gettysburg Address”", { exact: false }).first().waitFor();
    expect(await assistant.getByText("The reference corpus is empty", { exact: false }).count()).toBe(0);

    // The admin deletes it again, after confirming.
    await row.getByRole("button", { name: "Delete Gettysburg Address" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await admin.getByText("The reference corpus is empty.").waitFor({ timeout: 30_000 });

    await userContext.close();
    await adminContext.close();
  });
});
