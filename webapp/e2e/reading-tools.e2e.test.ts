import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Page as DocumentPage } from "@wordloom/shared/model";
import { api, createUser, LAST_DOCUMENT_KEY, launchBrowser, newContext, storeSession } from "./browser";

/**
 * Reading tools on the editor page (route /:product/app, the last opened document). The page renders
 * ReadAloudControls (data-testid "read-aloud-toggle", "read-aloud-pause", "read-aloud-resume",
 * "read-aloud-stop") and the teleprompter's button "teleprompter-open" (TeleprompterControl, or its
 * own button opening TeleprompterOverlay). Speech and time are faked: Chromium's headless speech has
 * no voices and fails every utterance, and the teleprompter's animation frames follow page.clock.
 */

const baseUrl = inject("baseUrl");

/** webapp/src/editor/reading: read-aloud/speech-constants.ts and teleprompter/teleprompter-settings.ts. */
const READ_ALOUD_HIGHLIGHT = "wordloom-read-aloud";
const SPEECH_RATE = 0.9;
const DEFAULT_PIXELS_PER_SECOND = 80;

interface SpeechLog {
  spoken: { text: string; rate: number; lang: string; voice: string | null }[];
  /** The text of the read-aloud highlight when each utterance started. */
  highlights: (string | null)[];
  boundaries: number;
}

/**
 * Runs in the page before the app: a deterministic speechSynthesis. Voices arrive 50 ms after load
 * (as in Chrome, after `voiceschanged`); each utterance fires start, one boundary per word 20 ms
 * apart, then end; pause holds the clock of the current utterance; cancel interrupts everything.
 */
const installFakeSpeech = () => {
  const log: SpeechLog = { spoken: [], highlights: [], boundaries: 0 };
  const WORD_MS = 20;

  class FakeUtterance extends EventTarget {
    text: string;
    rate = 1;
    pitch = 1;
    volume = 1;
    lang = "";
    voice: SpeechSynthesisVoice | null = null;
    onstart: ((event: Event) => void) | null = null;
    onend: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    onboundary: ((event: Event) => void) | null = null;
    onpause: ((event: Event) => void) | null = null;
    onresume: ((event: Event) => void) | null = null;
    onmark: ((event: Event) => void) | null = null;
    constructor(text = "") {
      super();
      this.text = text;
    }
  }

  const fire = (utterance: FakeUtterance, type: "start" | "end" | "error" | "boundary", extra: Record<string, unknown> = {}) => {
    const event = Object.assign(new Event(type), { utterance, charIndex: 0, elapsedTime: 0, name: "word" }, extra);
    utterance[`on${type}`]?.(event);
    utterance.dispatchEvent(event);
  };

  let voices: SpeechSynthesisVoice[] = [];
  const queue: FakeUtterance[] = [];
  let current: { utterance: FakeUtterance; wordsLeft: number; timer: number | null } | null = null;
  let paused = false;

  const synthesis = new EventTarget() as EventTarget & Record<string, unknown>;

  const step = () => {
    if (!current || paused) {
      return;
    }
    const speaking = current;
    speaking.timer = window.setTimeout(() => {
      speaking.timer = null;
      if (current !== speaking || paused) {
        return;
      }
      if (speaking.wordsLeft > 0) {
        speaking.wordsLeft -= 1;
        log.boundaries += 1;
        fire(speaking.utterance, "boundary");
        step();
        return;
      }
      current = null;
      fire(speaking.utterance, "end");
      next();
    }, WORD_MS);
  };

  const next = () => {
    if (current || paused) {
      return;
    }
    const utterance = queue.shift();
    if (!utterance) {
      return;
    }
    current = { utterance, wordsLeft: utterance.text.split(/\s+/).filter(Boolean).length, timer: null };
    log.spoken.push({ text: utterance.text, rate: utterance.rate, lang: utterance.lang, voice: utterance.voice?.name ?? null });
    fire(utterance, "start");
    const highlight = CSS.highlights.get("wordloom-read-aloud");
    const first = highlight ? [...highlight][0] : undefined;
    log.highlights.push(first instanceof Range ? first.toString() : null);
    step();
  };

  Object.assign(synthesis, {
    getVoices: () => voices,
    speak: (utterance: FakeUtterance) => {
      queue.push(utterance);
      window.setTimeout(next, 0);
    },
    cancel: () => {
      const dropped = queue.splice(0);
      const speaking = current;
      current = null;
      if (speaking) {
        if (speaking.timer !== null) {
          window.clearTimeout(speaking.timer);
        }
        fire(speaking.utterance, "error", { error: "interrupted" });
      }
      for (const utterance of dropped) {
        fire(utterance, "error", { error: "canceled" });
      }
    },
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      if (current && current.timer === null) {
        step();
      } else {
        next();
      }
    },
  });
  Object.defineProperties(synthesis, {
    speaking: { get: () => current !== null },
    pending: { get: () => queue.length > 0 },
    paused: { get: () => paused },
  });
  Object.defineProperty(window, "speechSynthesis", { configurable: true, value: synthesis });
  Object.defineProperty(window, "SpeechSynthesisUtterance", { configurable: true, writable: true, value: FakeUtterance });
  Object.defineProperty(window, "__speechLog", { value: log });
  window.setTimeout(() => {
    voices = [
      { name: "Fake Deutsch", lang: "de-DE", default: true, localService: true, voiceURI: "fake-de" },
      { name: "Fake English", lang: "en-US", default: false, localService: true, voiceURI: "fake-en" },
    ];
    synthesis.dispatchEvent(new Event("voiceschanged"));
  }, 50);
};

/** Runs in the page before the app: a screen wake lock that records requests and releases. */
const installFakeWakeLock = () => {
  const log = { requested: 0, released: 0 };
  Object.defineProperty(window, "__wakeLockLog", { value: log });
  Object.defineProperty(navigator, "wakeLock", {
    configurable: true,
    value: {
      request: async () => {
        log.requested += 1;
        const sentinel = Object.assign(new EventTarget(), {
          released: false,
          type: "screen",
          release: async () => {
            if (!sentinel.released) {
              sentinel.released = true;
              log.released += 1;
            }
          },
        });
        return sentinel;
      },
    },
  });
};

const speechLog = (page: Page) => page.evaluate(() => (window as unknown as { __speechLog: SpeechLog }).__speechLog);
const wakeLockLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wakeLockLog: { requested: number; released: number } }).__wakeLockLog);

let sentenceCount = 0;
const paragraph = (id: string, ...texts: string[]): DocumentPage["blocks"][number] => ({
  id,
  htmlType: "text",
  sentences: texts.map((text) => {
    sentenceCount += 1;
    return { id: `s${sentenceCount}`, text, fragments: [{ text }] };
  }),
});

const SENTENCES = ["Dr. Smith arrived at noon.", "He sat down by the window.", "Then the rain began."];
const READ_ALOUD_PAGES: DocumentPage[] = [
  { blocks: [paragraph("b-first", SENTENCES[0] ?? "", SENTENCES[1] ?? ""), paragraph("b-second", SENTENCES[2] ?? "")] },
];
/** Long enough (about 5 s of fake speech) that Pause and Stop land before the reading ends, even on a busy machine. */
const PAUSE_PAGES: DocumentPage[] = [
  {
    blocks: Array.from({ length: 20 }, (_, index) =>
      paragraph(`b-pause-${index}`, `Sentence ${index + 1} keeps the reader busy for a little while longer than before.`),
    ),
  },
];
const TELEPROMPTER_PAGES: DocumentPage[] = [
  {
    blocks: Array.from({ length: 30 }, (_, index) =>
      paragraph(`b-long-${index}`, `Paragraph ${index + 1} of the script has enough words to fill a line or two of the teleprompter.`),
    ),
  },
];

/** Signs a new user in and makes a document the last opened one, so /writing/app opens it. */
const openDocument = async (page: Page, pages: DocumentPage[]): Promise<void> => {
  const user = await createUser(baseUrl, "reading");
  const document = await api(baseUrl, user.accessToken).createDocument({ body: { title: "Reading tools", pages } });
  await storeSession(page, user);
  await page.evaluate(([key, id]) => localStorage.setItem(key, id), [LAST_DOCUMENT_KEY, document.id] as const);
  await page.goto("/writing/app");
};

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("Read Aloud", () => {
  it("speaks sentence by sentence at rate 0.9 with an English voice, highlighting each sentence in order", async () => {
    context = await newContext(browser, baseUrl, { serviceWorkers: "block" });
    try {
      await context.addInitScript(installFakeSpeech);
      const page = await context.newPage();
      await openDocument(page, READ_ALOUD_PAGES);

      const toggle = page.getByTestId("read-aloud-toggle");
      await toggle.waitFor({ timeout: 20_000 });
      await toggle.click();
      await page.getByTestId("read-aloud-stop").waitFor();
      expect(await toggle.getAttribute("aria-pressed")).toBe("true");

      await expect.poll(async () => (await speechLog(page)).spoken.length, { timeout: 10_000 }).toBe(3);
      // The last sentence ends: read-out mode is over and the highlight is gone.
      await page.getByTestId("read-aloud-stop").waitFor({ state: "detached" });
      const log = await speechLog(page);
      expect(log.spoken.map((utterance) => utterance.text)).toEqual(SENTENCES);
      expect(log.spoken.every((utterance) => utterance.rate === SPEECH_RATE)).toBe(true);
      expect(log.spoken.every((utterance) => utterance.voice === "Fake English" && utterance.lang === "en-US")).toBe(true);
      expect(log.highlights).toEqual(SENTENCES);
      expect(log.boundaries).toBe(SENTENCES.join(" ").split(" ").length);
      expect(await page.evaluate((name) => CSS.highlights.has(name), READ_ALOUD_HIGHLIGHT)).toBe(false);
      expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    } finally {
      await context.close();
    }
  });

  it("pauses, resumes and stops", async () => {
    context = await newContext(browser, baseUrl, { serviceWorkers: "block" });
    try {
      await context.addInitScript(installFakeSpeech);
      const page = await context.newPage();
      await openDocument(page, PAUSE_PAGES);

      await page.getByTestId("read-aloud-toggle").click({ timeout: 20_000 });
      await page.getByTestId("read-aloud-pause").click();
      await page.getByTestId("read-aloud-resume").waitFor();
      const whilePaused = (await speechLog(page)).spoken.length;
      expect(whilePaused).toBeLessThan(PAUSE_PAGES[0]?.blocks.length ?? 0);
      await page.waitForTimeout(300);
      expect((await speechLog(page)).spoken.length).toBe(whilePaused);
      expect(await page.evaluate((name) => CSS.highlights.has(name), READ_ALOUD_HIGHLIGHT)).toBe(whilePaused > 0);

      await page.getByTestId("read-aloud-resume").click();
      await expect.poll(async () => (await speechLog(page)).spoken.length, { timeout: 10_000 }).toBeGreaterThan(whilePaused);
      await page.getByTestId("read-aloud-stop").click();
      await page.getByTestId("read-aloud-pause").waitFor({ state: "detached" });
      const stoppedAt = (await speechLog(page)).spoken.length;
      expect(stoppedAt).toBeLessThan(PAUSE_PAGES[0]?.blocks.length ?? 0);
      await page.waitForTimeout(300);
      expect((await speechLog(page)).spoken.length).toBe(stoppedAt);
      expect(await page.evaluate((name) => CSS.highlights.has(name), READ_ALOUD_HIGHLIGHT)).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe("Teleprompter", () => {
  /** How far the text has moved up, from its transform. */
  const offset = (page: Page) =>
    page.getByTestId("teleprompter-text").evaluate((element) => 0 - new DOMMatrixReadOnly(getComputedStyle(element).transform).m42);

  it("scrolls at the default speed, pauses, resets, mirrors, stops at the end and keeps the screen awake", async () => {
    context = await newContext(browser, baseUrl, { serviceWorkers: "block" });
    try {
      await context.addInitScript(installFakeWakeLock);
      const page = await context.newPage();
      await page.clock.install();
      await openDocument(page, TELEPROMPTER_PAGES);

      await page.getByTestId("teleprompter-open").click({ timeout: 20_000 });
      const overlay = page.getByRole("dialog", { name: "Teleprompter" });
      await overlay.waitFor();
      await expect.poll(async () => (await wakeLockLog(page)).requested).toBe(1);
      expect(await page.getByTestId("teleprompter-text").evaluate((element) => getComputedStyle(element).fontSize)).toBe("84px");
      const max = await page.evaluate(() => {
        const text = document.querySelector<HTMLElement>('[data-testid="teleprompter-text"]');
        const viewport = document.querySelector<HTMLElement>('[data-testid="teleprompter-viewport"]');
        return (text?.offsetHeight ?? 0) - (viewport?.clientHeight ?? 0);
      });
      expect(max).toBeGreaterThan(500);

      // Time stands still from here on: only runFor moves it.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await page.getByTestId("teleprompter-play").click();
      await page.clock.runFor(1_000);
      const afterOne = await offset(page);
      expect(afterOne).toBeGreaterThan(DEFAULT_PIXELS_PER_SECOND - 4);
      expect(afterOne).toBeLessThanOrEqual(DEFAULT_PIXELS_PER_SECOND + 1);
      await page.clock.runFor(1_000);
      // Frames come every 16 ms, so a second moves the text by 80 px give or take one frame (1.3 px).
      expect(Math.abs((await offset(page)) - afterOne - DEFAULT_PIXELS_PER_SECOND)).toBeLessThanOrEqual(2);

      // Pause (Space) holds the text still; Reset goes back to the start.
      await overlay.press(" ");
      await page.getByTestId("teleprompter-play").getByText("Play").waitFor();
      const paused = await offset(page);
      await page.clock.runFor(1_000);
      expect(await offset(page)).toBe(paused);
      await page.getByTestId("teleprompter-reset").click();
      expect(await offset(page)).toBe(0);

      // Mirror mode flips the text horizontally.
      await page.getByRole("switch", { name: "Mirror" }).click();
      expect(
        await page
          .getByTestId("teleprompter-mirror-frame")
          .evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).a),
      ).toBe(-1);

      // Played to the end: it stops with the last line at the marker.
      await page.getByTestId("teleprompter-play").click();
      await page.clock.runFor(Math.ceil((max / DEFAULT_PIXELS_PER_SECOND) * 1_000) + 2_000);
      expect(await offset(page)).toBeCloseTo(max, 0);
      await page.getByTestId("teleprompter-play").getByText("Play").waitFor();

      // Escape closes it and releases the wake lock.
      await overlay.press("Escape");
      await overlay.waitFor({ state: "detached" });
      await expect.poll(async () => (await wakeLockLog(page)).released).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe("Summary and Compare", () => {
  /** webapp/src/editor/reading/summary/summary-types.ts (the server's NOT_ENOUGH_CONTENT message). */
  const SUMMARY_TOO_SHORT = "Summary needs at least 5 sentences.";

  it("summarises the document with the server's engine, and says when it is too short", async () => {
    context = await newContext(browser, baseUrl, { serviceWorkers: "block" });
    try {
      const page = await context.newPage();
      await openDocument(page, PAUSE_PAGES);
      await page.getByTestId("summary-open").click({ timeout: 20_000 });
      const sentences = page.getByTestId("summary-sentences").getByRole("listitem");
      await sentences.first().waitFor({ timeout: 30_000 });
      expect(await sentences.first().textContent()).toMatch(/^Sentence \d+ keeps the reader busy/);
      await page.getByRole("button", { name: "Close" }).click();

      await openDocument(page, READ_ALOUD_PAGES);
      await page.getByTestId("summary-open").click({ timeout: 20_000 });
      await page.getByTestId("summary-too-short").getByText(SUMMARY_TOO_SHORT).waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });

  it("compares the document as loaded with the edited one, block by block", async () => {
    context = await newContext(browser, baseUrl, { serviceWorkers: "block" });
    try {
      const page = await context.newPage();
      await openDocument(page, READ_ALOUD_PAGES);
      const last = SENTENCES[2] ?? "";
      await page.getByLabel("Document", { exact: true }).getByText(last).click({ timeout: 20_000 });
      await page.keyboard.press("End");
      await page.keyboard.type(" It did not stop.");
      await page.getByTestId("compare-open").click();
      const rows = page.getByTestId("compare-row");
      await rows.first().waitFor();
      expect(await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-block-status")))).toEqual([
        "unchanged",
        "changed",
      ]);
      expect(await rows.nth(1).locator('[data-side="before"]').textContent()).toBe(last);
      expect(await rows.nth(1).locator('[data-side="after"]').textContent()).toBe(`${last} It did not stop.`);
      const inserted = await rows
        .nth(1)
        .locator('[data-side="after"] ins')
        .evaluateAll((elements) => elements.map((element) => element.textContent).join(" "));
      expect(inserted).toContain("did not stop");
    } finally {
      await context.close();
    }
  });
});
