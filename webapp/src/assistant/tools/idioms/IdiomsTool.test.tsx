import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, type AiStatus, type GenerationResult } from "@wordloom/shared/api";
import { api } from "../../../api/client";
import { testUser } from "../../../test/user";
import { HIGHLIGHT_KEYS } from "../../highlight-classes";
import { MESSAGES } from "../../messages";
import { fakeHost, paragraph } from "../../testing/fake-host";
import { renderPane } from "../../testing/render-pane";
import { IdiomsTool } from "./IdiomsTool";

vi.mock("../../../api/client", () => ({ api: { suggestIdioms: vi.fn(), aiStatus: vi.fn(), generateIdioms: vi.fn() } }));

const userEvent = userEventLib.setup({ delay: null });
const TEXT = "We met today. Finally we understood the whole situation.";
const SECOND = "Finally we understood the whole situation.";
const option = (idiom: string, rephraseSent: string) => ({
  idiom,
  meaning: "the situation as a whole",
  example: "Look at the big picture.",
  rephraseSent,
  strategy: "replace" as const,
  isCliche: false,
  tone: "neutral" as const,
});

const answer = (suggestions: number) => ({
  found: [],
  suggestions: {
    ok: true as const,
    words: 10,
    count: 2,
    suggestions: Array.from({ length: suggestions }, (_unused, index) => ({
      blockId: "p1",
      sentenceIndex: 1,
      start: TEXT.indexOf("the whole situation"),
      end: TEXT.indexOf("the whole situation") + 19,
      text: "the whole situation",
      blockIndex: 0,
      candidate: "the whole situation",
      idioms: [option(`the big picture ${index}`, "Finally we understood the big picture.")],
    })),
    moreIdioms: { needsModel: true, heading: "More idioms for your context", count: 0, sentences: [] },
  },
});

/** GET /api/ai/status answering the idioms kind in `mode`. */
const statusWith = (mode: "model" | "needs-model"): AiStatus => ({
  provider: mode === "model" ? "openai-compatible" : "offline",
  model: mode === "model" ? "fake-model" : null,
  label: "status",
  health: { ok: mode === "model", status: mode === "model" ? "ready" : "not-configured", message: "" },
  draftLabel: "",
  configure: [],
  kinds: [{ kind: "idioms", feature: "Idioms", mode, note: "" }],
});

const modelAnswer = (idioms: { idiom: string; meaning: string; example: string }[]): GenerationResult => ({
  generationId: "5f0c7a53-3d5e-4a8a-9f43-0b1e2c3d4e5f",
  kind: "idioms",
  provider: "openai-compatible",
  model: "fake-model",
  promptId: "idioms",
  promptVersion: 1,
  draft: false,
  text: "",
  object: { idioms },
  usage: { tokensIn: 10, tokensOut: 10, estimated: false },
});

beforeEach(() => {
  vi.mocked(api.suggestIdioms).mockReset();
  vi.mocked(api.generateIdioms).mockReset();
  vi.mocked(api.aiStatus).mockReset().mockResolvedValue(statusWith("needs-model"));
});

describe("Idioms tool", { timeout: 15_000 }, () => {
  it("shows idiom cards, the re-phrased sentence, and replaces the original sentence", async () => {
    vi.mocked(api.suggestIdioms).mockResolvedValue(answer(1));
    const host = fakeHost([paragraph("p1", TEXT)]);
    renderPane(<IdiomsTool host={host} context={host.getContext()} user={testUser()} desktop />);
    const card = await screen.findByRole("listitem", { name: "Idiom: the big picture 0" });
    expect(within(card).getByText("the situation as a whole")).toBeTruthy();
    // Highlights are painted after the cards render, so they are awaited too.
    await waitFor(() => expect(host.highlightedText(HIGHLIGHT_KEYS.tools)).toEqual([SECOND]));
    await userEvent.click(within(card).getByRole("button", { name: "Check Re-Phrased Sentence" }));
    expect(within(card).getByText("Finally we understood the big picture.")).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "Replace original" }));
    await waitFor(() => expect(host.blockText("p1")).toBe("We met today. Finally we understood the big picture."));
    expect(await screen.findByText(MESSAGES.noIdioms)).toBeTruthy();
  });

  it("shows the idioms found in the block with meaning and example, before the suggestions", async () => {
    const text = "It was raining cats and dogs. Finally we understood the whole situation.";
    const start = text.indexOf("raining");
    vi.mocked(api.suggestIdioms).mockResolvedValue({
      ...answer(0),
      found: [
        {
          blockId: "p1",
          sentenceIndex: 0,
          start,
          end: start + "raining cats and dogs".length,
          text: "raining cats and dogs",
          idiom: "rain cats and dogs",
          meaning: "rain heavily",
          example: "It rained cats and dogs all afternoon.",
          kind: "verb",
          isCliche: true,
        },
      ],
    });
    const host = fakeHost([paragraph("p1", text)]);
    renderPane(<IdiomsTool host={host} context={host.getContext()} user={testUser()} desktop />);
    const card = await screen.findByRole("listitem", { name: "Idiom found: raining cats and dogs" });
    expect(within(card).getByText("rain heavily")).toBeTruthy();
    expect(within(card).getByText("It rained cats and dogs all afternoon.")).toBeTruthy();
    expect(screen.queryByText(MESSAGES.noIdioms)).toBeNull();
    await waitFor(() => expect(host.highlightedText(HIGHLIGHT_KEYS.tools)).toEqual(["raining cats and dogs"]));
  });

  it("shows 10 cards, then Show more and Show less", async () => {
    vi.mocked(api.suggestIdioms).mockResolvedValue(answer(12));
    const host = fakeHost([paragraph("p1", TEXT)]);
    renderPane(<IdiomsTool host={host} context={host.getContext()} user={testUser()} desktop />);
    const list = await screen.findByRole("list", { name: "Idioms" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(12);
    await userEvent.click(screen.getByRole("button", { name: "Show less" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
  });

  it("says 'No Idioms Found', and 'Too many words to process!' past 500 words", async () => {
    vi.mocked(api.suggestIdioms)
      .mockResolvedValueOnce(answer(0))
      .mockResolvedValueOnce({
        found: [],
        suggestions: { ok: false, reason: "TOO_MANY_WORDS", message: MESSAGES.tooManyWords, words: 600, maxWords: 500 },
      });
    const host = fakeHost([paragraph("p1", TEXT), paragraph("p2", "Long text.")]);
    const { rerender } = renderPane(<IdiomsTool host={host} context={host.getContext()} user={testUser()} desktop />);
    expect(await screen.findByText(MESSAGES.noIdioms)).toBeTruthy();
    host.setContext({ currentBlock: host.getBlocks()[1] ?? null });
    rerender(<IdiomsTool host={host} context={host.getContext()} user={testUser()} desktop />);
    expect(await screen.findByText(MESSAGES.tooManyWords)).toBeTruthy();
  });

  describe("More idioms for your context", () => {
    const RAIN = "It was raining cats and dogs. Finally we understood the whole situation.";
    const withFound = () => {
      const start = RAIN.indexOf("raining");
      const base = answer(1);
      return {
        ...base,
        found: [
          {
            blockId: "p1",
            sentenceIndex: 0,
            start,
            end: start + "raining cats and dogs".length,
            text: "raining cats and dogs",
            idiom: "rain cats and dogs",
            meaning: "rain heavily",
            example: "It rained cats and dogs all afternoon.",
            kind: "verb" as const,
            isCliche: true,
          },
        ],
        suggestions: {
          ...base.suggestions,
          moreIdioms: {
            needsModel: true,
            heading: MESSAGES.moreIdioms,
            count: 2,
            sentences: ["It was raining cats and dogs.", "Finally we understood the whole situation."],
          },
        },
      };
    };

    it("asks the model for idioms that fit the text and shows them after the found idioms, without repeats", async () => {
      vi.mocked(api.aiStatus).mockResolvedValue(statusWith("model"));
      vi.mocked(api.suggestIdioms).mockResolvedValue(withFound());
      vi.mocked(api.generateIdioms).mockResolvedValue(
        modelAnswer([
          { idiom: "Rain cats and dogs", meaning: "rain heavily", example: "It rained cats and dogs." },
          {
            idiom: "every cloud has a silver lining",
            meaning: "something good comes from a bad situation",
            example: "The storm kept us in, and every cloud has a silver lining: we finally talked.",
          },
          {
            idiom: "the penny dropped",
            meaning: "someone finally understood",
            example: "At last the penny dropped and we understood the whole situation.",
          },
        ]),
      );
      const host = fakeHost([paragraph("p1", RAIN)]);
      renderPane(<IdiomsTool host={host} context={host.getContext()} user={testUser()} desktop />);
      const more = await screen.findByRole("list", { name: MESSAGES.moreIdioms });
      const cards = within(more).getAllByRole("listitem");
      expect(cards.map((card) => card.getAttribute("aria-label"))).toEqual([
        "Idiom for your context: every cloud has a silver lining",
        "Idiom for your context: the penny dropped",
      ]);
      expect(within(cards[1] as HTMLElement).getByText("someone finally understood")).toBeTruthy();
      expect(within(cards[1] as HTMLElement).getByText("At last the penny dropped and we understood the whole situation.")).toBeTruthy();
      expect(api.generateIdioms).toHaveBeenCalledTimes(1);
      expect(vi.mocked(api.generateIdioms).mock.calls[0]?.[0]).toEqual({
        body: {
          text: "It was raining cats and dogs. Finally we understood the whole situation.",
          count: 2,
          exclude: ["rain cats and dogs", "the big picture 0"],
        },
      });
      // After the idioms found in the text.
      const found = screen.getByRole("list", { name: MESSAGES.idiomsFound });
      expect(found.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it("says honestly that a language model is needed when none is configured, and never calls one", async () => {
      vi.mocked(api.suggestIdioms).mockResolvedValue(withFound());
      const host = fakeHost([paragraph("p1", RAIN)]);
      renderPane(<IdiomsTool host={host} context={host.getContext()} user={testUser()} desktop />);
      expect(await screen.findByText(MESSAGES.moreIdiomsNeedModel)).toBeTruthy();
      expect(screen.getByText(MESSAGES.moreIdioms)).toBeTruthy();
      expect(api.generateIdioms).not.toHaveBeenCalled();
      expect(await screen.findByRole("listitem", { name: "Idiom found: raining cats and dogs" })).toBeTruthy();
    });

    it("refuses an answer whose idioms lack a meaning or an example", async () => {
      vi.mocked(api.aiStatus).mockResolvedValue(statusWith("model"));
      vi.mocked(api.suggestIdioms).mockResolvedValue(withFound());
      vi.mocked(api.generateIdioms).mockResolvedValue({
        ...modelAnswer([]),
        object: { idioms: [{ idiom: "the penny dropped", meaning: "" }] },
      });
      const host = fakeHost([paragraph("p1", RAIN)]);
      renderPane(<IdiomsTool host={host} context={host.getContext()} user={testUser()} desktop />);
      expect((await screen.findByRole("alert")).textContent).toContain(MESSAGES.problem);
      expect(screen.queryByRole("list", { name: MESSAGES.moreIdioms })).toBeNull();
    });

    it("shows the model's failure with Retry, and retries", async () => {
      vi.mocked(api.aiStatus).mockResolvedValue(statusWith("model"));
      vi.mocked(api.suggestIdioms).mockResolvedValue(withFound());
      vi.mocked(api.generateIdioms)
        .mockRejectedValueOnce(new ApiError(502, "MODEL_UNAVAILABLE", "We are facing issues with our servers. please try in a few minutes"))
        .mockResolvedValue(
          modelAnswer([{ idiom: "the penny dropped", meaning: "someone finally understood", example: "Then the penny dropped." }]),
        );
      const host = fakeHost([paragraph("p1", RAIN)]);
      renderPane(<IdiomsTool host={host} context={host.getContext()} user={testUser()} desktop />);
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toContain(MESSAGES.problem);
      await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
      expect(await screen.findByRole("listitem", { name: "Idiom for your context: the penny dropped" })).toBeTruthy();
    });
  });
});
