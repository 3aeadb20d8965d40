import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "../../scripts/fake-openai";
import { api, createUser, launchBrowser, newContext, storeSession, waitForPath } from "./browser";
import { startServer, type RunningServer } from "./run-server";

const baseUrl = inject("baseUrl");
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
/** shared/model/generation.ts OFFLINE_DRAFT_LABEL. */
const DRAFT_LABEL = "Template draft — connect a model for AI writing";
/** The user's notes the offline engine builds a post from. */
const NOTES =
  "Warm the pot before you brew. Use fresh water every time, never water that has boiled twice. Steep green tea for two minutes and black tea for four. Share a pot with the team at three o'clock and the afternoon slump disappears.";
/** What the fake model writes, word by word. */
const BLOG_REPLY =
  "# Tea at work\n\nA good cup of tea at the office starts with fresh water. Warm the pot first, then let the leaves steep for three minutes. Share a pot with your team and the afternoon slump disappears.";

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const openPane = async (server: string, kind: string) => {
  const user = await createUser(server, "generate");
  context = await newContext(browser, server);
  page = await context.newPage();
  await storeSession(page, user);
  await page.goto(`/writing/app/create/${kind}`);
  return user;
};

const generatedText = () => page.locator("[data-generated-text]");

describe("content generation, offline", () => {
  afterEach(async () => {
    await context.close();
  });

  it("generates a social post from templates and loads it into a new document", async () => {
    const user = await openPane(baseUrl, "social-post");
    await page.getByRole("heading", { name: "Social Post", level: 2 }).waitFor({ timeout: 30_000 });
    // The AI status says plainly which engine answers.
    await page
      .getByLabel("AI status")
      .getByText(/offline/i)
      .first()
      .waitFor();

    await page.getByRole("combobox", { name: "Objective Categories" }).click();
    await page.getByRole("option", { name: "How-to" }).click();
    await page.getByRole("textbox", { name: "Topic" }).fill("Brewing better tea at the office");
    // Without a model, posts are built from the user's own notes (the status note says so).
    await page.getByRole("textbox", { name: /^Input/ }).fill(NOTES);
    await page.getByRole("button", { name: "Generate Post" }).click();

    await page.getByText(DRAFT_LABEL).waitFor({ timeout: 30_000 });
    const text = (await generatedText().textContent())?.trim() ?? "";
    expect(text.length).toBeGreaterThan(20);

    await page.getByRole("button", { name: "Load To Editor" }).click();
    await waitForPath(page, "/writing/app");
    const editor = page.getByLabel("Document", { exact: true });
    const firstLine =
      text
        .split("\n")
        .find((line) => line.trim())
        ?.replace(/^#+\s*/, "")
        .trim() ?? "";
    await editor.getByText(firstLine.slice(0, 30), { exact: false }).first().waitFor({ timeout: 30_000 });

    const documents = await api(baseUrl, user.accessToken).listDocuments({ query: {} });
    expect(documents.items).toHaveLength(1);
    expect(documents.items[0]?.wordCount).toBeGreaterThan(5);
  });

  it("shows what to configure when a blog needs a model", async () => {
    await openPane(baseUrl, "blog");
    await page.getByRole("heading", { name: "Generate Blog", level: 2 }).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Generate Blog" }).click();
    await page.getByText("* Please provide a topic").waitFor();
    await page.getByRole("textbox", { name: /Topic/ }).fill("Remote work rituals");
    await page.getByRole("button", { name: "Generate Blog" }).click();
    await page.getByText("This needs a language model, and none is connected.").waitFor({ timeout: 30_000 });
    await page.getByRole("list", { name: "What to configure" }).first().waitFor();
  });
});

describe("content generation with a model", () => {
  let fake: FakeOpenAi;
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ delayMs: 60, reply: BLOG_REPLY });
    dataDir = mkdtempSync(path.join(tmpdir(), "wordloom-e2e-llm-"));
    server = await startServer({
      cwd: repoRoot,
      dataDir,
      env: { LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: fake.baseUrl, LLM_MODEL: "fake-model", LLM_API_KEY: "test-key" },
    });
  });
  afterAll(async () => {
    await server.stop();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  let user: Awaited<ReturnType<typeof openPane>>;

  beforeEach(async () => {
    user = await openPane(server.baseUrl, "blog");
    await page.getByRole("heading", { name: "Generate Blog", level: 2 }).waitFor({ timeout: 30_000 });
  });
  afterEach(async () => {
    await context.close();
  });

  /** The lengths the generated text had while it streamed, sampled until the Stop button goes. */
  const watchStream = async (): Promise<number[]> => {
    const lengths: number[] = [];
    // Waits for the stream to start; until it does, the poll reads what the pane shows instead (an
    // alert, a form message), so a failure says why rather than only that Stop never came.
    const streamStarted = async () =>
      (await page.getByRole("button", { name: "Stop" }).isVisible())
        ? "streaming"
        : `not streaming; the pane shows: ${(await page.locator("form").or(page.getByRole("alert")).allInnerTexts()).join(" | ")}`;
    await expect.poll(streamStarted, { timeout: 60_000, interval: 20 }).toBe("streaming");
    while (await page.getByRole("button", { name: "Stop" }).isVisible()) {
      if ((await generatedText().count()) > 0) {
        lengths.push(((await generatedText().textContent()) ?? "").length);
      }
      await page.waitForTimeout(25);
    }
    return lengths;
  };

  it("streams a blog into the pane token by token, and Re-Generate writes it again", async () => {
    await page
      .getByLabel("AI status")
      .getByText(/fake-model|model/i)
      .first()
      .waitFor();
    const topic = page.getByRole("textbox", { name: /Topic/ });
    await topic.fill("Tea at work");
    expect(await topic.inputValue()).toBe("Tea at work");
    await page.getByRole("button", { name: "Generate Blog" }).click();

    const lengths = await watchStream();
    const distinct = new Set(lengths.filter((length) => length > 0));
    expect(distinct.size).toBeGreaterThan(3);
    expect([...distinct]).toEqual([...distinct].sort((first, second) => first - second));
    await expect.poll(async () => generatedText().textContent()).toBe(BLOG_REPLY);
    await expect.poll(async () => page.getByText(DRAFT_LABEL).count()).toBe(0);

    const requestsBefore = fake.stats.requests;
    await page.getByRole("button", { name: "Re-Generate" }).click();
    const again = await watchStream();
    expect(new Set(again.filter((length) => length > 0)).size).toBeGreaterThan(3);
    expect(fake.stats.requests).toBe(requestsBefore + 1);
    await expect.poll(async () => generatedText().textContent()).toBe(BLOG_REPLY);
  });

  it("closing the tab mid-stream closes the model's stream and records estimated usage", { timeout: 180_000 }, async () => {
    const abortsBefore = fake.stats.aborted;
    await page.getByRole("textbox", { name: /Topic/ }).fill("Tea at work");
    await page.getByRole("button", { name: "Generate Blog" }).click();
    await expect.poll(async () => ((await generatedText().textContent()) ?? "").length, { timeout: 30_000 }).toBeGreaterThan(10);
    await page.close();
    await fake.waitForAborts(abortsBefore + 1, 15_000);

    // The cut-off generation is metered from what was sent so far, marked as estimated.
    const history = () => api(server.baseUrl, user.accessToken).listGenerations({ query: { kind: "blog" } });
    await expect.poll(async () => (await history()).items.length, { timeout: 15_000 }).toBe(1);
    const [record] = (await history()).items;
    expect(record).toMatchObject({
      status: "aborted",
      promptId: "blog",
      provider: "openai-compatible",
      model: "fake-model",
      usage: { estimated: true },
    });
    expect(record?.usage.tokensOut).toBeGreaterThan(0);
    expect(record?.usage.tokensOut).toBeLessThan(Math.ceil(BLOG_REPLY.length / 4));

    // A new tab generates again.
    page = await context.newPage();
    await page.goto("/writing/app/create/blog");
    // The AI status note arrives after the form and pushes it down: wait for it, so the click is not
    // aimed at where Generate was a moment before.
    await page.getByLabel("AI status").waitFor({ timeout: 60_000 });
    await page.getByRole("textbox", { name: /Topic/ }).fill("Tea at home");
    await page.getByRole("button", { name: "Generate Blog" }).click();
    // A fresh tab loads the app first (slow on a busy CI machine); until the text shows, the poll reads
    // any alert instead, so a refusal fails with its message rather than a locator timeout.
    const textOrAlert = async () =>
      (await generatedText().count()) > 0
        ? await generatedText().textContent()
        : `no text yet; the pane shows: ${(await page.locator("form").or(page.getByRole("alert")).allInnerTexts()).join(" | ")}; topic: ${await page.getByRole("textbox", { name: /Topic/ }).inputValue()}`;
    await expect.poll(textOrAlert, { timeout: 90_000, interval: 500 }).toBe(BLOG_REPLY);
  });
});
