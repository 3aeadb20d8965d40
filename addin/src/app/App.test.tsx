import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeWordHost, installFakeWordHost, uninstallFakeWordHost, type FakeWordHost } from "../../test/fake-word/host";
import { json, testSession } from "../../test/fixtures";
import { paneSession } from "../auth/pane-api";
import { App } from "./App";

const GRAMMAR_ANSWER = {
  results: {
    p0: [
      {
        blockId: "p0",
        sentenceIndex: 0,
        start: 0,
        end: 5,
        text: "Their",
        word: "Their",
        replacements: ["There"],
        message: "Did you mean “There”?",
        shortMessage: "Confused words",
        category: "Grammar",
        kind: "grammar",
        issueType: "grammar",
        ruleId: "their-there",
        source: "wordloom",
      },
    ],
  },
};

/** Fluent's first render and the lazily loaded pane are slow in jsdom on a busy machine. */
const SLOW = { timeout: 10_000 };

let host: FakeWordHost;
let requests: { url: string; body: unknown }[];

const stubServer = (answers: Record<string, () => Response>) => {
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const path = new URL(url, "http://localhost").pathname;
      const answer = answers[path];
      return answer ? answer() : json(404, { error: { code: "NOT_FOUND", message: "Not found." } });
    }),
  );
};

beforeEach(() => {
  host = createFakeWordHost({ wordApi: "1.4" });
  installFakeWordHost(host);
  host.load([{ text: "Their is a problem here." }, { text: "All good.", cell: { table: 0, row: 1, cell: 1 } }]);
  stubServer({
    "/addin/appInfo.json": () => json(200, { appVersion: "dev" }),
    "/api/analysis/grammar": () => json(200, GRAMMAR_ANSWER),
    "/api/analysis/offensive": () => json(200, { results: { p0: [], p1: [] }, sentences: {} }),
    "/api/analysis/plagiarism": () => json(403, { error: { code: "FEATURE_LIMIT", message: "limit" } }),
  });
});

afterEach(() => {
  paneSession.set(null);
  uninstallFakeWordHost();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Fluent UI in jsdom is slow on a busy 2-core machine: these tests click through whole flows.
describe("the task pane in (fake) Word", { timeout: 30_000 }, () => {
  it("asks to sign in when there is no session", async () => {
    render(<App />);
    expect(await screen.findByRole("button", { name: "Sign in" }, SLOW)).toBeTruthy();
  });

  it("checks the document, highlights the finding, accepts it into Word and clears highlights", async () => {
    paneSession.set(testSession());
    const user = userEvent.setup();
    render(<App />);
    expect(await screen.findByText("Please select a tool", undefined, SLOW)).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: "Grammar" }));
    await user.click(screen.getByRole("button", { name: "Check" }));

    const card = await screen.findByRole("group", { name: "Their" }, SLOW);
    expect(within(card).getByText("Confused words")).toBeTruthy();
    const check = requests.find((request) => request.url.endsWith("/api/analysis/grammar"));
    expect(check?.body).toEqual({
      blocks: [
        { id: "p0", text: "Their is a problem here." },
        { id: "p1", text: "All good.", type: "table-row", cellIndex: 1 },
      ],
    });
    const paragraph = host.model.paragraphs[0];
    expect(paragraph?.colors.slice(0, 5)).toEqual(Array(5).fill("Pink"));

    await user.click(within(card).getByRole("button", { name: "Accept There" }));
    await waitFor(() => expect(paragraph?.text).toBe("There is a problem here."));
    expect(paragraph?.colors.every((color) => color === null)).toBe(true);
    expect(screen.queryByRole("group", { name: "Their" })).toBeNull();
    expect(await screen.findByText("No grammar errors", undefined, SLOW)).toBeTruthy();
  });

  it("shows the empty state, and clears highlights when the tool changes", async () => {
    paneSession.set(testSession());
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole("tab", { name: "Grammar" }, SLOW));
    await user.click(screen.getByRole("button", { name: "Check" }));
    await screen.findByRole("group", { name: "Their" }, SLOW);
    expect(host.model.tracked.size).toBe(1);

    await user.click(screen.getByRole("tab", { name: "Offensive" }));
    await waitFor(() => expect(host.model.tracked.size).toBe(0));
    expect(host.model.paragraphs[0]?.colors.every((color) => color === null)).toBe(true);
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Offensive content not found", undefined, SLOW)).toBeTruthy();
  });

  it("shows the plagiarism plan message and Not Calculated on a 403", async () => {
    paneSession.set(testSession());
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole("tab", { name: "Plagiarism" }, SLOW));
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(
      await screen.findByText(
        "This feature is not available in your current plan. Please contact sales at sales@wordloom.app.",
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.getByText("Not Calculated")).toBeTruthy();
  });

  it("says so when the document has no text yet", async () => {
    host.load([{ text: "  " }]);
    paneSession.set(testSession());
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole("tab", { name: "Grammar" }, SLOW));
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Please write your first word to start using tools.", undefined, SLOW)).toBeTruthy();
  });

  it("runs the four compliance checks with the assistant's cards, empty states and plan message", async () => {
    host.load([{ text: "Write to ada@example.com today." }]);
    const email = {
      blockId: "p0",
      sentenceIndex: 0,
      start: 9,
      end: 24,
      text: "ada@example.com",
      entityType: "EMAIL",
      sensitivity: "high",
      context: "e-mail",
      masked: "a**@example.com",
    };
    stubServer({
      "/addin/appInfo.json": () => json(200, { appVersion: "dev" }),
      "/api/analysis/pii": () => json(200, { results: { p0: [email] } }),
      "/api/analysis/legal": () => json(200, { results: { p0: [] } }),
      "/api/analysis/citations": () => json(200, { results: { p0: [] } }),
      "/api/analysis/inclusive": () => json(403, { error: { code: "PLAN_REQUIRED", message: "Upgrade to use compliance checks." } }),
    });
    paneSession.set(testSession());
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole("tab", { name: "Compliance" }, SLOW));
    expect(screen.getByRole("tab", { name: "PII check", selected: true })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Check" }));

    const card = await screen.findByRole("group", { name: "EMAIL" }, SLOW);
    const paragraph = host.model.paragraphs[0];
    expect(paragraph?.colors.slice(9, 24)).toEqual(Array(15).fill("Pink"));
    await user.click(within(card).getByRole("button", { name: "Accept a**@example.com" }));
    await waitFor(() => expect(paragraph?.text).toBe("Write to a**@example.com today."));
    expect(await screen.findByText("PII/Sensitive Data not detected", undefined, SLOW)).toBeTruthy();

    // A tab change after a check fetches that tab at once.
    await user.click(screen.getByRole("tab", { name: "Legal compliance" }));
    expect(await screen.findByText("No Anomalies found", undefined, SLOW)).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Legal citation" }));
    expect(await screen.findByText("Citation requirement not detected", undefined, SLOW)).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Inclusive language" }));
    expect(await screen.findByText("Enterprise only feature", undefined, SLOW)).toBeTruthy();
    expect(
      requests
        .filter((request) => request.url.includes("/api/analysis/"))
        .map((request) => new URL(request.url, "http://localhost").pathname),
    ).toEqual(["/api/analysis/pii", "/api/analysis/legal", "/api/analysis/citations", "/api/analysis/inclusive"]);
  });

  it("signs out: tells the server, forgets the session and clears highlights", async () => {
    stubServer({
      "/addin/appInfo.json": () => json(200, { appVersion: "dev" }),
      "/api/analysis/grammar": () => json(200, GRAMMAR_ANSWER),
      "/api/auth/signout": () => json(200, { ok: true }),
    });
    paneSession.set(testSession());
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole("tab", { name: "Grammar" }, SLOW));
    await user.click(screen.getByRole("button", { name: "Check" }));
    await screen.findByRole("group", { name: "Their" }, SLOW);
    expect(host.model.tracked.size).toBe(1);

    await user.click(screen.getByRole("button", { name: "Account: ada@example.com" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign out" }));
    expect(await screen.findByRole("button", { name: "Sign in" }, SLOW)).toBeTruthy();
    expect(requests.find((request) => request.url.endsWith("/api/auth/signout"))?.body).toEqual({ allDevices: false });
    expect(paneSession.get()).toBeNull();
    await waitFor(() => expect(host.model.tracked.size).toBe(0));
    expect(host.model.paragraphs[0]?.colors.every((color) => color === null)).toBe(true);
  });

  it("clears highlights when the session ends outside this pane (another Word window signed out)", async () => {
    paneSession.set(testSession());
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole("tab", { name: "Grammar" }, SLOW));
    await user.click(screen.getByRole("button", { name: "Check" }));
    await screen.findByRole("group", { name: "Their" }, SLOW);
    expect(host.model.paragraphs[0]?.colors.slice(0, 5)).toEqual(Array(5).fill("Pink"));

    act(() => paneSession.set(null));
    expect(await screen.findByRole("button", { name: "Sign in" }, SLOW)).toBeTruthy();
    await waitFor(() => expect(host.model.tracked.size).toBe(0));
    expect(host.model.paragraphs[0]?.colors.every((color) => color === null)).toBe(true);
  });

  it("shows the reload banner when the server's appInfo.json names another version than this build", async () => {
    vi.resetModules();
    vi.doMock("./build-version", () => ({ BUILD_VERSION: "0.1.0+old" }));
    try {
      stubServer({ "/addin/appInfo.json": () => json(200, { appVersion: "0.1.0+new" }) });
      const { App: FreshApp } = await import("./App");
      const { paneSession: freshSession } = await import("../auth/pane-api");
      freshSession.set(testSession());
      render(<FreshApp />);
      expect(await screen.findByText("A new version of Wordloom is available.", undefined, SLOW)).toBeTruthy();
      expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
      freshSession.set(null);
    } finally {
      vi.doUnmock("./build-version");
      vi.resetModules();
    }
  });

  it("offers a reload when appInfo.json names a newer version", async () => {
    const { isUpdateAvailable } = await import("./use-app-info");
    expect(isUpdateAvailable({ appVersion: "0.1.0+b" }, "0.1.0+a")).toBe(true);
    expect(isUpdateAvailable({ appVersion: "0.1.0+a" }, "0.1.0+a")).toBe(false);
    expect(isUpdateAvailable({ appVersion: "0.1.0+b" }, "dev")).toBe(false);
    paneSession.set(testSession());
    render(<App />);
    await screen.findByText("Please select a tool", undefined, SLOW);
    await waitFor(() =>
      expect(requests.find((request) => request.url.includes("/addin/appInfo.json"))?.url).toMatch(/\/addin\/appInfo\.json\?t=\d+$/),
    );
  });
});

describe("outside Word", () => {
  it("shows the not-in-Word state when Office.onReady reports no Word host", async () => {
    Object.assign(host.Office, { onReady: () => Promise.resolve({ host: null, platform: null }) });
    render(<App />);
    expect(await screen.findByText(/runs inside Microsoft Word/, undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole("link", { name: "How to add Wordloom to Word" }).getAttribute("href")).toBe("/addin/support.html#sideload");
  });

  it("offers a reload after 10 s when Office.js never initialises", async () => {
    uninstallFakeWordHost();
    vi.useFakeTimers();
    render(<App />);
    expect(screen.getByText("Initializing")).toBeTruthy();
    expect(screen.queryByText("Its taking longer than usual. Reload?")).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByText("Its taking longer than usual. Reload?")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(screen.getByText(/runs inside Microsoft Word/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "How to add Wordloom to Word" }).getAttribute("href")).toBe("/addin/support.html#sideload");
  });
});
