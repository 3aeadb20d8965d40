import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../api/client";
import { testUser } from "../../../test/user";
import { HIGHLIGHT, HIGHLIGHT_KEYS } from "../../highlight-classes";
import { MESSAGES } from "../../messages";
import { fakeHost, paragraph } from "../../testing/fake-host";
import { renderPane } from "../../testing/render-pane";
import { OffensiveTool } from "./OffensiveTool";

vi.mock("../../../api/client", () => ({ api: { checkOffensive: vi.fn() } }));

const userEvent = userEventLib.setup({ delay: null });
const TEXT = "That idiot wrote damn good code.";
const finding = (word: string, replacements: string[], severity: "high" | "medium" | "low" = "medium") => ({
  blockId: "p1",
  sentenceIndex: 0,
  start: TEXT.indexOf(word),
  end: TEXT.indexOf(word) + word.length,
  text: word,
  word,
  root: word,
  replacements,
  severity,
});

beforeEach(() => vi.mocked(api.checkOffensive).mockReset());

describe("Offensive tool", { timeout: 15_000 }, () => {
  it("lists flagged words in red-pink and replaces one, saving with issue type Abusive", async () => {
    vi.mocked(api.checkOffensive).mockResolvedValue({
      results: { p1: [finding("idiot", ["fool", "person"]), finding("damn", ["very"], "low")] },
      sentences: {},
    });
    const host = fakeHost([paragraph("p1", TEXT)]);
    renderPane(<OffensiveTool host={host} context={host.getContext()} user={testUser()} desktop />);
    const card = await screen.findByRole("listitem", { name: "Offensive: idiot" });
    expect(within(card).getByText("Insult aimed at a person")).toBeTruthy();
    expect(within(screen.getByRole("listitem", { name: "Offensive: damn" })).getByText("Mild profanity")).toBeTruthy();
    // Highlights are painted in an effect after the cards render.
    await waitFor(() =>
      expect(host.highlights.get(HIGHLIGHT_KEYS.tools)?.map((shown) => shown.className)).toEqual([HIGHLIGHT.offender, HIGHLIGHT.offender]),
    );
    await userEvent.click(within(card).getByRole("button", { name: "person" }));
    await waitFor(() => expect(host.blockText("p1")).toBe("That person wrote damn good code."));
    expect(host.replaceText).toHaveBeenCalledWith("p1", 5, 10, "person", { issueType: "Abusive" });
    await waitFor(() => expect(host.highlightedText(HIGHLIGHT_KEYS.tools)).toEqual(["damn"]));
  });

  it("says 'Offensive content not found'", async () => {
    vi.mocked(api.checkOffensive).mockResolvedValue({ results: { p1: [] }, sentences: {} });
    const host = fakeHost([paragraph("p1", "Kind words.")]);
    renderPane(<OffensiveTool host={host} context={host.getContext()} user={testUser()} desktop />);
    expect(await screen.findByText(MESSAGES.offensiveNotFound)).toBeTruthy();
  });
});
