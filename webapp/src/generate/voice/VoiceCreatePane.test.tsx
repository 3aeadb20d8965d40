import { act, screen, waitFor } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DocumentDetail } from "@wordloom/shared/model";
import { api } from "../../api/client";
import { sessionStore } from "../../api/session";
import { renderPane, signInTestUser } from "../testing/render-pane";
import type { SpeechRecognitionEventLike, SpeechRecognitionLike } from "./speech-recognition";
import { VoiceCreatePane } from "./VoiceCreatePane";

vi.mock("../../api/client", () => ({
  api: { createDocument: vi.fn(), authorizeFeature: vi.fn(), generateHeadlines: vi.fn() },
}));

const userEvent = userEventLib.setup({ delay: null });

/** A recogniser the test speaks through. */
class FakeRecognition extends EventTarget implements SpeechRecognitionLike {
  static latest: FakeRecognition | null = null;
  lang = "";
  continuous = false;
  interimResults = false;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null = null;
  onerror: SpeechRecognitionLike["onerror"] = null;
  onend: (() => void) | null = null;
  started = 0;
  stopped = 0;
  constructor() {
    super();
    FakeRecognition.latest = this;
  }
  start() {
    this.started += 1;
  }
  stop() {
    this.stopped += 1;
  }
  abort() {
    this.stopped += 1;
  }
  say(transcript: string, isFinal = true) {
    const result = Object.assign([{ transcript, confidence: 1 }], { isFinal });
    const event = Object.assign(new Event("result"), { resultIndex: 0, results: [result] });
    // The fake result list has the fields transcriptsOf reads.
    act(() => this.onresult?.(event as unknown as SpeechRecognitionEventLike));
  }
}

const created: DocumentDetail = {
  id: "6b0e7d3a-1b2c-4d5e-8f90-123456789abc",
  title: "x",
  type: "classic",
  category: "General",
  visibility: "private",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  deletedAt: null,
  excerpt: "",
  wordCount: 0,
  version: 1,
  can: { edit: true, delete: true, share: false, publish: false, invite: false },
  pages: [],
};

beforeEach(() => {
  vi.mocked(api.authorizeFeature).mockResolvedValue({ result: 0, allowedUsage: 25, usageCount: 0 });
  vi.mocked(api.createDocument).mockResolvedValue(created);
  signInTestUser();
});
afterEach(() => {
  sessionStore.clear();
  delete window.webkitSpeechRecognition;
  vi.mocked(api.createDocument).mockClear();
  vi.mocked(api.generateHeadlines).mockReset();
});

describe("Voice Create", { timeout: 20_000 }, () => {
  it("says when the browser cannot recognise speech", () => {
    renderPane(<VoiceCreatePane />, "/writing/app/create/voice");
    expect(screen.getByText("Browser doesnt support speech recognition....")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Start" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("heading", { name: "Quick Command Reference" })).toBeTruthy();
  });

  it("says when there is no microphone", async () => {
    window.webkitSpeechRecognition = FakeRecognition;
    const enumerateDevices = vi.fn(async () => []);
    Object.defineProperty(navigator, "mediaDevices", { value: { enumerateDevices }, configurable: true });
    try {
      renderPane(<VoiceCreatePane />, "/writing/app/create/voice");
      await userEvent.click(screen.getByRole("button", { name: "Start" }));
      expect(await screen.findByText("Can not detect Microphone....")).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, "mediaDevices");
    }
  });

  it("listens, applies commands, sets the title after 3 s and saves on 'i am done'", async () => {
    window.webkitSpeechRecognition = FakeRecognition;
    renderPane(<VoiceCreatePane />, "/writing/app/create/voice");
    await userEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(await screen.findByText("Listening...")).toBeTruthy();
    const recognition = FakeRecognition.latest;
    expect(recognition?.started).toBe(1);
    recognition?.say("dear diary new line today it rained clear block today the sun came out");
    const region = screen.getByRole("region", { name: "Dictated text" });
    expect(region.textContent).toContain("Dear diary");
    expect(region.textContent).toContain("Today the sun came out");
    expect(region.textContent).not.toContain("rained");
    recognition?.say("set title a sunny day");
    await waitFor(() => expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("A sunny day"), {
      timeout: 4_500,
    });
    recognition?.say("I am done");
    await screen.findByTestId("navigated");
    expect(recognition?.stopped).toBeGreaterThan(0);
    const body = vi.mocked(api.createDocument).mock.calls[0]?.[0].body;
    expect(body?.title).toBe("A sunny day");
    expect(body?.pages?.[0]?.blocks.map((block) => (block.sentences ?? []).map((sentence) => sentence.text).join(" "))).toEqual([
      "Dear diary",
      "Today the sun came out",
    ]);
    expect(api.generateHeadlines).not.toHaveBeenCalled();
  });

  it("makes a title from a headline when none was set", async () => {
    window.webkitSpeechRecognition = FakeRecognition;
    vi.mocked(api.generateHeadlines).mockResolvedValue({
      provider: "offline",
      model: "offline-template",
      promptId: "headlines",
      promptVersion: 1,
      draft: true,
      generationId: "7c0e7d3a-1b2c-4d5e-8f90-123456789abc",
      kind: "headlines",
      text: "A Walk by the River",
      object: { headlines: ["A Walk by the River"] },
      usage: { tokensIn: 0, tokensOut: 0, estimated: true },
    });
    renderPane(<VoiceCreatePane />, "/writing/app/create/voice");
    await userEvent.click(screen.getByRole("button", { name: "Start" }));
    FakeRecognition.latest?.say("we walked by the river i'm done");
    await screen.findByTestId("navigated");
    expect(vi.mocked(api.createDocument).mock.calls[0]?.[0].body?.title).toBe("A Walk by the River");
  });
});
