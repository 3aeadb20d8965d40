import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "@wordloom/shared/api";
import type { AuthResult, Page as StoredPage } from "@wordloom/shared/model";
import { HIGHLIGHT } from "../src/assistant/highlight-classes";
import { pickTool } from "./assistant-tools";
import { STYLE_AND_ERROR } from "./grammar-texts";
import { api, createUser, LAST_DOCUMENT_KEY, launchBrowser, newContext, randomWord, storeSession, paragraphPage } from "./browser";
import { startServerWithAdmin, type ServerWithAdmin } from "./admin-server";
import type { RunningServer } from "./run-server";

/**
 * The assistant pane (issue 7) in Chromium against the real server. This file starts its own
 * server with an admin account, so it can give a user the legal add-on (the Compliance tool).
 */
const ADMIN = { email: "assistant-admin@example.test", password: "assistant admin password" };

/** Two grammar issues (too, tomorow), one offensive word (bastard) and three PII items. */
const FLAWED = "Their going too the shop tomorow with that bastard. Call John Smith on 555-867-5309 or mail john.smith@example.com.";
/** A document of 20 sentences for the graphs, and one of 3 that they refuse. */
const LONG = Array.from(
  { length: 20 },
  (_unused, index) => `Sentence number ${index + 1} tells a calm and simple story about the harbour town.`,
).join(" ");
const SHORT = "One short line. Another short line. A third short line.";
/** Copied into a second document for the plagiarism check. */
const ESSAY =
  "The industrial loom transformed the textile trade within a single generation, moving weaving from cottages into vast mills. " +
  "Punched cards told the Jacquard loom which threads to lift, an idea that later inspired the first programmable machines. " +
  "Workers who had set their own hours now followed the rhythm of the factory bell, and whole towns grew around the mills.";

let server: RunningServer;
let withAdmin: ServerWithAdmin | undefined;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let client: ApiClient;
let adminToken: string;

beforeAll(async () => {
  withAdmin = await startServerWithAdmin("assistant", ADMIN);
  ({ server, adminToken } = withAdmin);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await withAdmin?.stop();
});

/** A user (with the legal add-on when asked) signed in to a fresh browser context, on a new document. */
const openDocument = async (pages: StoredPage[], options: { legal?: boolean } = {}) => {
  const created = await createUser(server.baseUrl, "assistant");
  client = api(server.baseUrl, created.accessToken);
  let session: AuthResult = created;
  if (options.legal) {
    const user = await api(server.baseUrl, adminToken).adminUpdateUser({ params: { id: created.user.id }, body: { addons: ["legal"] } });
    session = { ...created, user };
  }
  const document = await client.createDocument({ body: { title: `Assistant ${randomWord(5)}`, pages } });
  context = await newContext(browser, server.baseUrl);
  page = await context.newPage();
  await storeSession(page, session);
  await page.evaluate(([key, id]) => localStorage.setItem(key, id), [LAST_DOCUMENT_KEY, document.id] as const);
  await page.goto("/writing/app");
  await editor().waitFor({ timeout: 30_000 });
  await assistant().waitFor({ timeout: 30_000 });
  // The editor is ready (its toolbar enabled) before the pane is used, so nothing remounts under a click.
  await page.getByRole("button", { name: "Bold", exact: true }).and(page.locator(":enabled")).waitFor({ timeout: 30_000 });
  return document;
};

const editor = () => page.getByLabel("Document", { exact: true });
const assistant = () => page.getByRole("complementary", { name: "Assistant" });
/**
 * The words the current tool highlights. The mouse leaves the pane first: a hovered card adds its
 * emphasis decoration, which takes over the element's data-highlight attribute.
 */
const highlighted = async () => {
  await page.mouse.move(1, 1);
  return editor().locator('[data-highlight="assistant-tools"]').allTextContents();
};
const chooseTool = (name: string) => pickTool(assistant(), name);
const putCaretIn = (text: string) => editor().getByText(text, { exact: false }).first().click();

afterEach(async () => {
  await context?.close();
});

describe("the assistant pane", () => {
  it("lists grammar, offensive and PII problems with highlights on exactly the flagged words; a grammar fix keeps the rest aligned", async () => {
    const document = await openDocument([paragraphPage(FLAWED)], { legal: true });
    await putCaretIn("shop");

    // 1280 px wide: the carousel shows 4 tools per view (3 below 1200 px), arrows to the rest.
    const picker = assistant().getByRole("group", { name: "AI tools" });
    await picker.getByRole("button", { name: "Next tools" }).waitFor();
    // The arrows are icon buttons without text; the tool buttons carry their names.
    expect((await picker.getByRole("button").allTextContents()).filter((text) => text !== "")).toEqual([
      "Grammar",
      "Compliance",
      "Rephrase",
      "Offensive",
    ]);
    await chooseTool("Grammar");
    const grammar = assistant().getByRole("list", { name: "Grammar suggestions" });
    await grammar.waitFor({ timeout: 30_000 });
    const expected =
      (await client.checkGrammar({ body: { blocks: [{ id: "b", text: FLAWED }] } })).results.b?.map((issue) => issue.text) ?? [];
    expect(expected).toEqual(expect.arrayContaining(["too", "tomorow"]));
    await expect.poll(highlighted).toEqual(expected);
    // Hovering a card emphasises its words in the document (after 200 ms).
    await grammar.getByRole("listitem", { name: "Grammar: tomorow" }).hover();
    await expect.poll(() => editor().locator(".wl-assistant-focus").allTextContents()).toEqual(["tomorow"]);

    await grammar.getByRole("listitem", { name: "Grammar: too" }).getByRole("button", { name: "to", exact: true }).click();
    await expect.poll(() => editor().textContent()).toContain("Their going to the shop tomorow");
    await expect.poll(highlighted).toEqual(expected.filter((word) => word !== "too"));
    await expect
      .poll(
        async () =>
          (await client.getDocument({ params: { id: document.id } })).pages[0]?.blocks[0]?.sentences
            .map((sentence) => sentence.text)
            .join(" "),
        { timeout: 20_000 },
      )
      .toContain("going to the shop");

    await chooseTool("Offensive");
    await assistant().getByRole("listitem", { name: "Offensive: bastard" }).waitFor({ timeout: 30_000 });
    await expect.poll(highlighted).toEqual(["bastard"]);

    await chooseTool("Compliance");
    const pii = assistant().getByRole("list", { name: "PII check" });
    await pii.waitFor({ timeout: 30_000 });
    await expect.poll(highlighted).toEqual(["John Smith", "555-867-5309", "john.smith@example.com"]);
  });

  it("shows style suggestions only on request, as cards and highlights of their own kind", async () => {
    await openDocument([paragraphPage(STYLE_AND_ERROR)]);
    await putCaretIn("tool");
    await chooseTool("Grammar");
    const grammar = assistant().getByRole("list", { name: "Grammar suggestions" });
    await grammar.getByRole("listitem", { name: "Grammar: has" }).waitFor({ timeout: 30_000 });
    await expect.poll(highlighted).toEqual(["has"]);
    expect(await grammar.getByRole("listitem", { name: "Grammar: utilize" }).count()).toBe(0);

    await assistant().getByRole("switch", { name: "Show style suggestions" }).check();
    const styleCard = grammar.getByRole("listitem", { name: "Grammar: utilize" });
    await styleCard.waitFor({ timeout: 30_000 });
    expect(await styleCard.textContent()).toContain("Style");
    await expect.poll(highlighted).toEqual(["utilize", "has"]);
    // A suggestion is not painted as an error.
    expect(await editor().locator(`.${HIGHLIGHT.styleSuggestion}`).allTextContents()).toEqual(["utilize"]);
    expect(await editor().locator(`.${HIGHLIGHT.issue}`).allTextContents()).toEqual(["has"]);
  });

  it("finds a copied document with a high score and names its source", async () => {
    // No endpoint publishes a document yet, so the copied source is the user's own other document
    // (the corpus holds public documents, the user's own, the organisation's and the reference texts).
    const created = await createUser(server.baseUrl, "source");
    client = api(server.baseUrl, created.accessToken);
    await client.createDocument({ body: { title: "Source essay", pages: [paragraphPage(ESSAY)] } });
    const copy = await client.createDocument({ body: { title: "Copy", pages: [paragraphPage(ESSAY)] } });
    // Fingerprints are indexed by a background job within seconds of a save.
    await expect
      .poll(async () => (await client.checkPlagiarism({ body: { docId: copy.id, pageIndex: 0 } })).score ?? 0, {
        timeout: 30_000,
        interval: 2_000,
      })
      .toBeGreaterThanOrEqual(60);
    context = await newContext(browser, server.baseUrl);
    page = await context.newPage();
    await storeSession(page, created);
    await page.evaluate(([key, id]) => localStorage.setItem(key, id), [LAST_DOCUMENT_KEY, copy.id] as const);
    await page.goto("/writing/app");
    await assistant().waitFor({ timeout: 30_000 });
    await putCaretIn("industrial loom");
    await chooseTool("Plagiarism");
    const score = assistant().getByText(/^Plagiarised - \d+%$/);
    await score.waitFor({ timeout: 60_000 });
    expect(Number(/(\d+)%/.exec((await score.textContent()) ?? "")?.[1])).toBeGreaterThanOrEqual(60);
    await assistant().getByText("Your document “Source essay”", { exact: false }).first().waitFor();
    await expect.poll(async () => (await highlighted()).join(" ").length).toBeGreaterThan(100);
  });

  it("refuses the graphs for 3 sentences and draws them for 20", async () => {
    await openDocument([paragraphPage(SHORT)]);
    await assistant().getByRole("tab", { name: "Review" }).click();
    await assistant()
      .getByRole("button", { name: /^Positivity/ })
      .click();
    await page.locator(".fui-Toast").getByText("Please add more content: this needs at least 5 sentences.").waitFor({ timeout: 30_000 });
    await assistant().getByRole("list", { name: "Review graphs" }).waitFor();
    await context.close();

    await openDocument([paragraphPage(LONG)]);
    await assistant().getByRole("tab", { name: "Review" }).click();
    await assistant().getByRole("list", { name: "Review graphs" }).waitFor({ timeout: 30_000 });
    await assistant()
      .getByRole("button", { name: /^Positivity/ })
      .click();
    await assistant().getByRole("meter", { name: "Positivity" }).waitFor({ timeout: 30_000 });
    await assistant().getByRole("button", { name: "Back to graphs" }).click();
    await assistant()
      .getByRole("button", { name: /^Emotions/ })
      .click();
    const emotions = assistant().getByRole("figure", { name: /Emotions/ });
    await emotions.waitFor({ timeout: 30_000 });
    // Drawn by the chart library: a labelled row per emotion that the table for screen readers lists, with bars.
    const rows = await emotions.getByRole("rowheader").count();
    expect(rows).toBeGreaterThan(0);
    await expect.poll(() => emotions.locator(".recharts-yAxis .recharts-cartesian-axis-tick").count()).toBe(rows);
    expect(await emotions.locator(".recharts-bar-rectangle").count()).toBeGreaterThan(0);
  });

  it("opens the limit prompt when the Grammar quota is used up", async () => {
    await openDocument([paragraphPage("A sentence to check.")]);
    for (;;) {
      const answer = await client.checkGrammar({ body: { blocks: [{ id: "b", text: "x" }] } }).catch((error: unknown) => error);
      if (answer instanceof Error) {
        break;
      }
    }
    await putCaretIn("A sentence");
    await chooseTool("Grammar");
    await page.getByRole("dialog").getByText("Grammar limit reached").waitFor({ timeout: 30_000 });
  });
});
