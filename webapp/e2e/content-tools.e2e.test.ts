import { pickTool as pickToolIn } from "./assistant-tools";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { api, createUser, LAST_DOCUMENT_KEY, launchBrowser, newContext, randomWord, storeSession, paragraphPage } from "./browser";

/**
 * What issue 21 found in the assistant's tools, as a person sees it: idioms found in the text shown
 * as cards, the Gettysburg Address not flagged as a grammar error, "They're" offered once, insults
 * and mild profanity flagged with their severity, and a plagiarism score that says what it searched.
 */
const baseUrl = inject("baseUrl");

const IDIOMS = "It was raining cats and dogs all day. We played a game to break the ice at the party.";
const GETTYSBURG =
  "Four score and seven years ago our fathers brought forth on this continent, a new nation, conceived in Liberty, and dedicated to the proposition that all men are created equal.";
const RUDE = "Their going to the shop. You are an idiot, and this plan is damn silly.";

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

const editor = () => page.getByLabel("Document", { exact: true });
const assistant = () => page.getByRole("complementary", { name: "Assistant" });
const putCaretIn = (text: string) => editor().getByText(text, { exact: false }).first().click();

/** A new user's document with the three paragraphs, open in the editor (1440 px wide: every tool fits the carousel's views). */
const openDocument = async () => {
  const session = await createUser(baseUrl, "content-tools");
  const client = api(baseUrl, session.accessToken);
  const document = await client.createDocument({
    body: { title: `Content tools ${randomWord(5)}`, pages: [paragraphPage(IDIOMS, GETTYSBURG, RUDE)] },
  });
  context = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await storeSession(page, session);
  await page.evaluate(([key, id]) => localStorage.setItem(key, id), [LAST_DOCUMENT_KEY, document.id] as const);
  await page.goto("/writing/app");
  await editor().waitFor({ timeout: 30_000 });
  await assistant().waitFor({ timeout: 30_000 });
  await page.getByRole("button", { name: "Bold", exact: true }).and(page.locator(":enabled")).waitFor({ timeout: 30_000 });
};

const pickTool = (name: string) => pickToolIn(assistant(), name);

describe("the content tools (issue 21)", () => {
  it("shows found idioms as cards, leaves 'Four score' alone, offers They're once and flags insults and mild profanity", async () => {
    await openDocument();

    await putCaretIn("raining cats");
    await pickTool("Idioms");
    const found = assistant().getByRole("list", { name: "Idioms in your text" });
    await found.waitFor({ timeout: 60_000 });
    const rain = found.getByRole("listitem", { name: "Idiom found: raining cats and dogs" });
    await rain.getByText("rain heavily").waitFor();
    await rain.getByText("It rained cats and dogs all afternoon.").waitFor();
    await found
      .getByRole("listitem", { name: "Idiom found: break the ice" })
      .getByText("She broke the ice with a joke about the weather.")
      .waitFor();
    expect(await assistant().getByText("No Idioms Found").count()).toBe(0);

    await putCaretIn("Their going");
    await pickTool("Grammar");
    const grammar = assistant().getByRole("list", { name: "Grammar suggestions" });
    await grammar.waitFor({ timeout: 60_000 });
    const their = grammar.getByRole("listitem", { name: "Grammar: Their" });
    await their.waitFor();
    expect(await their.getByRole("button", { name: "They're" }).count()).toBe(1);
    expect(await grammar.getByRole("listitem", { name: "Grammar: score" }).count()).toBe(0);

    await pickTool("Offensive");
    const idiot = assistant().getByRole("listitem", { name: "Offensive: idiot" });
    await idiot.waitFor({ timeout: 60_000 });
    await idiot.getByText("Insult aimed at a person").waitFor();
    await assistant().getByRole("listitem", { name: "Offensive: damn" }).getByText("Mild profanity").waitFor();
  });

  it("says under the plagiarism score what it searched, and how to fill an empty reference corpus", async () => {
    await openDocument();
    await putCaretIn("Four score");
    await pickTool("Plagiarism");
    await assistant()
      .getByText(/^Plagiarised - \d+%$/)
      .waitFor({ timeout: 60_000 });
    await assistant().getByText("Searched: your documents, public Wordloom documents and no reference works.").waitFor();
    await assistant().getByText("npm run corpus:import", { exact: false }).waitFor();
  });
});
