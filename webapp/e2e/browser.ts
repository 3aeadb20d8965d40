import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { createClient, type ApiClient } from "@wordloom/shared/api";
import type { AuthResult, Page as StoredPage } from "@wordloom/shared/model";

export { CHROMIUM_PATH, launchBrowser } from "./chromium";

/** The browser's session key (webapp/src/api/session.ts) and the last opened document (shell/paths.ts). */
export const SESSION_KEY = "wordloom.session";
export const LAST_DOCUMENT_KEY = "wordloom.lastDocumentId";
export const PASSWORD = "correct horse battery staple";

/** A fresh context per test: its own storage, cookies and service workers. */
export const newContext = (browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<BrowserContext> =>
  browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, ...options });

export const api = (baseUrl: string, accessToken: string | null = null): ApiClient =>
  createClient({ baseUrl, getToken: () => accessToken, validateResponses: true });

/** Random lower-case letters: a word the full-text search treats as one unknown token. */
export const randomWord = (length = 10): string =>
  Array.from(randomBytes(length), (byte) => String.fromCharCode(97 + (byte % 26))).join("");

export const uniqueEmail = (label: string): string => `${label}-${Date.now()}-${randomWord(6)}@example.test`;

/** A new account made through the API (the UI sign-up has its own test). */
export const createUser = async (baseUrl: string, label: string): Promise<AuthResult & { email: string }> => {
  const email = uniqueEmail(label);
  const result = await api(baseUrl).signUp({ body: { email, password: PASSWORD, fname: "E2E", lname: label } });
  return { ...result, email };
};

/** Signs the page in as the app itself would after sign-in: the session in localStorage. */
export const storeSession = async (page: Page, session: AuthResult): Promise<void> => {
  if (!page.url().startsWith("http")) {
    // localStorage belongs to the origin: open a light page of the app first.
    await page.goto("/network.html");
  }
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)] as const);
};

/** The session the app keeps in localStorage, or null when signed out. */
export const readSession = async (page: Page): Promise<AuthResult | null> => {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  return raw ? (JSON.parse(raw) as AuthResult) : null;
};

/** Waits until the URL's path (and query, when given) is the expected one. */
export const waitForPath = async (page: Page, expected: string | RegExp, timeout = 20_000): Promise<void> => {
  await page.waitForURL(
    (url) => {
      const current = `${url.pathname}${url.search}`;
      return typeof expected === "string" ? current === expected : expected.test(current);
    },
    { timeout },
  );
};

/** The documents home has loaded: its list, or its empty state. */
export const waitForDocumentsHome = async (page: Page): Promise<void> => {
  await page.getByRole("region", { name: "Documents" }).waitFor();
  await page.getByRole("list", { name: "Documents" }).or(page.getByText("No documents yet")).first().waitFor();
};

/** A toast's title (the live region repeats the text for screen readers, so it is matched inside the toast). */
export const toast = (page: Page, text: string) => page.locator(".fui-Toast").getByText(text, { exact: true });

/** A stored page with one plain paragraph per text (one sentence each), for documents made through the API. */
export const paragraphPage = (...texts: string[]): StoredPage => ({
  blocks: texts.map((text) => ({
    id: crypto.randomUUID(),
    htmlType: "text" as const,
    sentences: [{ id: crypto.randomUUID(), text, fragments: [{ text }] }],
  })),
});

/** Waits until a control is enabled (Playwright's own `expect(...).toBeEnabled()` is not in playwright-core). */
export const waitUntilEnabled = async (locator: Locator, timeout = 30_000): Promise<void> => {
  await locator.waitFor({ timeout });
  const until = Date.now() + timeout;
  while (!(await locator.isEnabled())) {
    if (Date.now() > until) {
      throw new Error(`still disabled after ${timeout} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
