import { createFakeWordHost, installFakeWordHost } from "./host";
import type { ParagraphSpec } from "./model";
import { DARK_THEME, EVENT_TYPES, LIGHT_THEME } from "./office";

/**
 * The fake Word host as a browser script: served in place of Office.js (the browser tests and the
 * benchmark fulfil the CDN request with it). It defines the `Office` and `Word` globals over an
 * in-memory document, and `window.fakeWord` for the test to load and inspect that document.
 * Dialogs open as pop-ups; a page opened that way (the /mso-auth sign-in page) answers with
 * messageParent, which posts to its opener.
 */
const DIALOG_MESSAGE = "wordloom-fake-office-dialog";

const host = createFakeWordHost();
installFakeWordHost(host, window);

host.control.messageParent = (message, options) => {
  window.opener?.postMessage({ kind: DIALOG_MESSAGE, message }, options?.targetOrigin ?? window.location.origin);
};

host.control.openDialog = (url, raise) => {
  const popup = window.open(url, "wordloom-fake-office-dialog", "popup,width=420,height=640");
  if (!popup) {
    return { error: 12009 };
  }
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (
      event.source === popup &&
      typeof data === "object" &&
      data !== null &&
      "kind" in data &&
      data.kind === DIALOG_MESSAGE &&
      "message" in data
    ) {
      raise(EVENT_TYPES.DialogMessageReceived, { message: String(data.message), origin: event.origin });
    }
  };
  window.addEventListener("message", onMessage);
  const watch = setInterval(() => {
    if (popup.closed) {
      stop();
      raise(EVENT_TYPES.DialogEventReceived, { error: 12006 });
    }
  }, 250);
  const stop = () => {
    clearInterval(watch);
    window.removeEventListener("message", onMessage);
  };
  return {
    close: () => {
      stop();
      popup.close();
    },
  };
};

/** What a test reads back about one paragraph. */
export interface FakeParagraphState {
  text: string;
  textWithDeletions: string;
  highlighted: { start: number; end: number; color: string }[];
}

const highlightRuns = (colors: (string | null)[]) => {
  const runs: { start: number; end: number; color: string }[] = [];
  colors.forEach((color, index) => {
    const last = runs[runs.length - 1];
    if (color === null) {
      return;
    }
    if (last && last.end === index && last.color === color) {
      last.end = index + 1;
    } else {
      runs.push({ start: index, end: index + 1, color });
    }
  });
  return runs;
};

const control = {
  load: (paragraphs: ParagraphSpec[]) => host.load(paragraphs),
  configure: (settings: { wordApi?: string; syncLatencyMs?: number }) => Object.assign(host.settings, settings),
  setDark: (dark: boolean) => {
    host.control.theme = { ...(dark ? DARK_THEME : LIGHT_THEME) };
  },
  select: (first: number, last: number) => {
    host.model.selection = { first, last };
  },
  paragraphs: (): FakeParagraphState[] =>
    host.model.paragraphs.map((paragraph) => ({
      text: paragraph.text,
      textWithDeletions: paragraph.textWithDeletions,
      highlighted: highlightRuns(paragraph.colors),
    })),
  syncs: () => host.counter.syncs,
  /** performance.now() when the last context.sync() finished applying its batch. */
  lastSyncEndedAt: () => host.counter.lastSyncEndedAt,
  resetSyncs: () => {
    host.counter.syncs = 0;
  },
  tracked: () => host.model.tracked.size,
  temporaryHighlights: () => host.model.temporaryHighlights.size,
  revisions: () => [...host.model.revisions],
  trackingMode: () => host.model.changeTrackingMode,
};

export type FakeWordControl = typeof control;
Object.assign(window, { fakeWord: control });
