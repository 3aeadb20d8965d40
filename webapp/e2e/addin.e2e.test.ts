import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ensureAddinBuild } from "../../addin/test/build-addin";
import { fakeWordScript, OFFICE_JS_URL } from "../../addin/test/fake-word/bundle";
import type { FakeParagraphState, FakeWordControl } from "../../addin/test/fake-word/browser";
import { createUser, launchBrowser, PASSWORD } from "./browser";
import { STYLE_AND_ERROR } from "./grammar-texts";

const baseUrl = inject("baseUrl");
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
/** The pane's session key: office-js-helpers' Storage, the session as a JSON string (addin/src/auth/session-store.ts). */
const PANE_SESSION_KEY = "@wordloom.addin/session";
/** The pane on another origin of the same server: Chromium resolves *.localhost to the loopback address. */
const port = new URL(baseUrl).port;
const PANE_ORIGIN = `http://pane.localhost:${port}`;
const EVIL_ORIGIN = `http://evil.localhost:${port}`;
const WEBAPP_ORIGIN = new URL(baseUrl).origin;

declare global {
  interface Window {
    fakeWord: FakeWordControl;
  }
}

let browser: Browser;
let officeScript: string;

beforeAll(async () => {
  ensureAddinBuild(repoRoot, (line) => console.warn(`[e2e] ${line}`));
  officeScript = await fakeWordScript();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A context where Office.js is the fake Word host (the CDN request is answered with it), without service workers. */
const wordContext = async (): Promise<BrowserContext> => {
  const context = await browser.newContext({ viewport: { width: 329, height: 700 }, serviceWorkers: "block" });
  await context.route(OFFICE_JS_URL, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: officeScript }));
  return context;
};

const paragraphs = (page: Page): Promise<FakeParagraphState[]> => page.evaluate(() => window.fakeWord.paragraphs());

/** The highlighted words of a paragraph and their colours. */
const highlightedWords = (paragraph: FakeParagraphState | undefined) =>
  (paragraph?.highlighted ?? []).map((run) => ({ text: paragraph?.text.slice(run.start, run.end), color: run.color }));

describe("the Word add-in in a fake Word host", () => {
  it("signs in through the dialog, checks, highlights, and accepts a fix into the document", async () => {
    const account = await createUser(baseUrl, "addin");
    const context = await wordContext();
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/addin/taskpane.html`);
      await page.evaluate(
        (styleAndError) =>
          window.fakeWord.load([
            { text: "This sentense has a mistake in it." },
            { text: "Nothing to see here.", cell: { table: 0, row: 0, cell: 1 } },
            { text: styleAndError },
          ]),
        STYLE_AND_ERROR,
      );

      // Sign-in: the Office dialog opens /mso-auth, which hands the session back with messageParent.
      const [dialog] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Sign in" }).click()]);
      await dialog.getByLabel(/E-mail/).fill(account.email);
      await dialog.getByLabel(/Password/).fill(PASSWORD);
      await dialog.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("tab", { name: "Grammar" }).waitFor();
      const stored = await page.evaluate((key) => localStorage.getItem(key), PANE_SESSION_KEY);
      expect(JSON.parse(JSON.parse(stored ?? "null") ?? "{}").user.email).toBe(account.email);

      await page.getByRole("tab", { name: "Grammar" }).click();
      await page.evaluate(() => window.fakeWord.resetSyncs());
      await page.getByRole("button", { name: "Check" }).click();
      const cards = page.getByRole("list", { name: "Findings" }).getByRole("group");
      await cards.first().waitFor({ timeout: 60_000 });

      const [first] = await paragraphs(page);
      expect(first?.highlighted.length).toBeGreaterThan(0);
      const flagged = first?.highlighted[0];
      expect(first?.text.slice(flagged?.start, flagged?.end)).toBe("sentense");
      // Reading 2, locating 2, highlighting 2 round trips, whatever the number of findings.
      expect(await page.evaluate(() => window.fakeWord.syncs())).toBe(6);
      // Style suggestions are left out until asked for: "has" is flagged, "utilize" is not.
      expect(highlightedWords((await paragraphs(page))[2])).toEqual([{ text: "has", color: "Pink" }]);
      expect(await cards.filter({ hasText: "utilize" }).count()).toBe(0);

      const card = cards.filter({ hasText: "sentense" }).first();
      const accept = card.getByRole("button", { name: /^Accept / }).first();
      const replacement = (await accept.textContent()) ?? "";
      await accept.click();
      await expect.poll(async () => (await paragraphs(page))[0]?.text).toBe(`This ${replacement} has a mistake in it.`);
      expect((await paragraphs(page))[0]?.highlighted.filter((run) => run.start < 5 + replacement.length && run.end > 5)).toEqual([]);

      await page.getByRole("button", { name: "Clear results" }).click();
      await expect.poll(() => page.evaluate(() => window.fakeWord.tracked())).toBe(0);
      expect((await paragraphs(page)).every((paragraph) => paragraph.highlighted.length === 0)).toBe(true);

      // On request they come back as their own kind: a card marked Style and a grey tint, not an error's pink.
      await page.getByRole("switch", { name: "Show style suggestions" }).check();
      await page.getByRole("button", { name: "Check" }).click();
      const styleCard = cards.filter({ hasText: "utilize" }).first();
      await styleCard.waitFor({ timeout: 60_000 });
      expect(await styleCard.textContent()).toContain("Style");
      await expect
        .poll(async () => highlightedWords((await paragraphs(page))[2]))
        .toEqual([
          { text: "utilize", color: "Gray25" },
          { text: "has", color: "Pink" },
        ]);
    } finally {
      await context.close();
    }
  });
});

/** Answers a request with the server's response, changed by `edit` (the deployment's configuration in these tests). */
const rewrite = async (
  route: Route,
  edit: (body: string, headers: Record<string, string>) => { body: string; headers: Record<string, string> },
) => {
  // Fetched by the test runner, which (unlike Chromium) does not resolve *.localhost: ask the server directly.
  const url = new URL(route.request().url());
  const response = await route.fetch({ url: `${WEBAPP_ORIGIN}${url.pathname}${url.search}` });
  const { body, headers } = edit(await response.text(), response.headers());
  await route.fulfill({ response, body, headers });
};

/** Adds sources to one directive of a Content-Security-Policy value. */
const extendCsp = (policy: string, directive: string, sources: string[]): string => {
  const parts = policy
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
  const index = parts.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index === -1) {
    return [...parts, `${directive} ${sources.join(" ")}`].join(";");
  }
  parts[index] = `${parts[index] ?? directive} ${sources.join(" ")}`;
  return parts.join(";");
};

const withCsp = (directive: string, sources: string[]) => (body: string, headers: Record<string, string>) => ({
  body,
  headers: { ...headers, "content-security-policy": extendCsp(headers["content-security-policy"] ?? "", directive, sources) },
});

describe("the bridge between the pane and the framed web app, across two origins", () => {
  it("hands the session to app/msword with ready → init, and the frame ignores a wrong origin", async () => {
    const account = await createUser(baseUrl, "bridge");
    const context = await wordContext();
    try {
      // A deployment with the pane on its own origin: each side's appInfo.json names the other,
      // and the CSPs allow the framing (frame-src on the pane, frame-ancestors on the web app).
      await context.route(`${PANE_ORIGIN}/addin/appInfo.json*`, (route) =>
        rewrite(route, (body, headers) => ({ body: JSON.stringify({ ...JSON.parse(body), webappOrigin: WEBAPP_ORIGIN }), headers })),
      );
      await context.route(`${WEBAPP_ORIGIN}/addin/appInfo.json*`, (route) =>
        rewrite(route, (body, headers) => ({ body: JSON.stringify({ ...JSON.parse(body), paneOrigins: [PANE_ORIGIN] }), headers })),
      );
      await context.route(`${PANE_ORIGIN}/addin/taskpane.html`, (route) => rewrite(route, withCsp("frame-src", ["'self'", WEBAPP_ORIGIN])));
      await context.route(`${WEBAPP_ORIGIN}/writing/app/msword`, (route) =>
        rewrite(route, withCsp("frame-ancestors", [PANE_ORIGIN, EVIL_ORIGIN])),
      );

      const page = await context.newPage();
      await page.goto(`${PANE_ORIGIN}/addin/support.html`);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        PANE_SESSION_KEY,
        JSON.stringify(JSON.stringify(account)),
      ] as const);
      await page.goto(`${PANE_ORIGIN}/addin/taskpane.html`);
      await page.getByRole("tab", { name: "Documents" }).click();

      const frame = page.frameLocator("iframe[title='Wordloom documents']");
      await frame.getByRole("region", { name: "Documents" }).waitFor({ timeout: 30_000 });
      await frame.getByText("No documents yet").waitFor();
      const frameUrl =
        page
          .frames()
          .find((candidate) => candidate.url().includes("/app/msword"))
          ?.url() ?? "";
      expect(new URL(frameUrl).origin).toBe(WEBAPP_ORIGIN);
      // The frame never loaded Office.js.
      expect(
        await page
          .frames()
          .find((candidate) => candidate.url().includes("/app/msword"))
          ?.evaluate(() => "Office" in window),
      ).toBe(false);

      // A page on another origin frames the web app and sends it a valid init with a real token.
      const evil = await context.newPage();
      await context.route(`${EVIL_ORIGIN}/attack.html`, (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><title>attack</title><iframe id="victim" src="${WEBAPP_ORIGIN}/writing/app/msword"></iframe>
            <script>window.received = []; addEventListener("message", (event) => window.received.push(event.data));</script>`,
        }),
      );
      await evil.goto(`${EVIL_ORIGIN}/attack.html`);
      const victim = evil.frameLocator("#victim");
      await victim.getByText("Connecting to Word…").waitFor({ timeout: 30_000 });
      await evil.evaluate(
        ([session, target]) => {
          const frameWindow = (document.getElementById("victim") as HTMLIFrameElement).contentWindow;
          const init = {
            protocol: "wordloom-bridge",
            version: 1,
            type: "init",
            accessToken: session.accessToken,
            accessTokenExpiresAt: session.accessTokenExpiresAt,
            user: session.user,
            settings: { tone: "Neutral", style: "Formal", category: "Soft skills" },
          };
          frameWindow?.postMessage(init, target);
        },
        [account, WEBAPP_ORIGIN] as const,
      );
      await evil.waitForTimeout(2_000);
      expect(await victim.getByText("Connecting to Word…").isVisible()).toBe(true);
      expect(await victim.getByRole("region", { name: "Documents" }).count()).toBe(0);
      // Ready went only to the allowed pane origin: the attacker's page heard nothing.
      expect(await evil.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
