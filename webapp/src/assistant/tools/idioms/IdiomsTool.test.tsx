import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../api/client";
import { testUser } from "../../../test/user";
import { HIGHLIGHT_KEYS } from "../../highlight-classes";
import { MESSAGES } from "../../messages";
import { fakeHost, paragraph } from "../../testing/fake-host";
import { renderPane } from "../../testing/render-pane";
import { IdiomsTool } from "./IdiomsTool";

vi.mock("../../../api/client", () => ({ api: { suggestIdioms: vi.fn() } }));

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

beforeEach(() => vi.mocked(api.suggestIdioms).mockReset());

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
});
