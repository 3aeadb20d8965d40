import { act, screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GrammarIssue } from "@wordloom/shared/model";
import { api } from "../../../api/client";
import { limitPrompt } from "../../../account";
import { deferred } from "../../../test/render";
import { testUser } from "../../../test/user";
import { HIGHLIGHT, HIGHLIGHT_KEYS } from "../../highlight-classes";
import { MESSAGES } from "../../messages";
import { featureLimit, serverFailure } from "../../testing/api-errors";
import { fakeHost, paragraph } from "../../testing/fake-host";
import { renderPane } from "../../testing/render-pane";
import { GrammarTool } from "./GrammarTool";

vi.mock("../../../api/client", () => ({ api: { checkGrammar: vi.fn() } }));

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const TEXT = "Their going too the shop tomorow.";

const issue = (word: string, replacements: string[], extra: Partial<GrammarIssue> = {}): GrammarIssue => {
  const start = TEXT.indexOf(word);
  return {
    blockId: "p1",
    sentenceIndex: 0,
    start,
    end: start + word.length,
    text: word,
    word,
    replacements,
    message: `Check “${word}”.`,
    shortMessage: "Wrong word",
    category: "Grammar",
    kind: "grammar",
    issueType: "grammar",
    ruleId: "rule",
    source: "wordloom",
    ...extra,
  };
};

const ISSUES = [
  issue("Their", ["They're"]),
  issue("too", ["to"]),
  issue("tomorow", ["tomorrow"], { category: "Spelling", kind: "spelling" }),
];

const setup = (options: { gold?: boolean; pages?: number } = {}) => {
  const host = fakeHost([paragraph("p1", TEXT), paragraph("p2", "Second page text.", 1)], { pageCount: options.pages ?? 2 });
  const user = testUser(options.gold ? { subscriptionType: "gold", can: { checkDocumentGrammar: true } } : {});
  const view = renderPane(<GrammarTool host={host} context={host.getContext()} user={user} desktop />);
  return { host, user, view };
};

beforeEach(() => {
  vi.mocked(api.checkGrammar).mockReset();
});
afterEach(() => act(() => limitPrompt.close()));

describe("Grammar tool", SLOW, () => {
  it("checks the caret's page and lists each issue as a card, highlighting exactly its words", async () => {
    vi.mocked(api.checkGrammar).mockResolvedValue({ results: { p1: ISSUES } });
    const { host } = setup();
    const list = await screen.findByRole("list", { name: "Grammar suggestions" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    const card = within(list).getByRole("listitem", { name: "Grammar: tomorow" });
    expect(within(card).getByText("Spelling")).toBeTruthy();
    expect(within(card).getByText("Wrong word")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "tomorrow" })).toBeTruthy();
    await waitFor(() => expect(host.highlightedText(HIGHLIGHT_KEYS.tools)).toEqual(["Their", "too", "tomorow"]));
    expect(vi.mocked(api.checkGrammar).mock.calls[0]?.[0]).toEqual({ body: { blocks: [{ id: "p1", text: TEXT, type: "paragraph" }] } });
  });

  it("accepting a replacement edits the text, removes the card and keeps the other highlights aligned", async () => {
    vi.mocked(api.checkGrammar).mockResolvedValue({ results: { p1: ISSUES } });
    const { host } = setup();
    await userEvent.click(await screen.findByRole("button", { name: "They're" }));
    await waitFor(() => expect(host.blockText("p1")).toBe("They're going too the shop tomorow."));
    expect(host.replaceText).toHaveBeenCalledWith("p1", 0, 5, "They're", { issueType: "Grammar" });
    expect(screen.queryByRole("listitem", { name: "Grammar: Their" })).toBeNull();
    await waitFor(() => expect(host.highlightedText(HIGHLIGHT_KEYS.tools)).toEqual(["too", "tomorow"]));
    await userEvent.click(screen.getByRole("button", { name: "tomorrow" }));
    await waitFor(() => expect(host.blockText("p1")).toBe("They're going too the shop tomorrow."));
    await waitFor(() => expect(host.highlightedText(HIGHLIGHT_KEYS.tools)).toEqual(["too"]));
  });

  it("offers Remove when there is no replacement, and Discard drops a card without editing", async () => {
    vi.mocked(api.checkGrammar).mockResolvedValue({ results: { p1: [issue("too", [])] } });
    const { host } = setup();
    const card = await screen.findByRole("listitem", { name: "Grammar: too" });
    expect(within(card).getByRole("button", { name: "Remove" })).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "Discard" }));
    expect(await screen.findByText(MESSAGES.noGrammar)).toBeTruthy();
    expect(host.replaceText).not.toHaveBeenCalled();
  });

  it("says 'No grammar errors' for a clean page", async () => {
    vi.mocked(api.checkGrammar).mockResolvedValue({ results: { p1: [] } });
    setup();
    expect(await screen.findByText(MESSAGES.noGrammar)).toBeTruthy();
  });

  it("shows 4 skeleton rows while loading", async () => {
    const pending = deferred<{ results: Record<string, GrammarIssue[]> }>();
    vi.mocked(api.checkGrammar).mockReturnValue(pending.promise);
    setup();
    expect(screen.getAllByTestId("skeleton-row")).toHaveLength(4);
    await act(async () => pending.resolve({ results: {} }));
  });

  it("opens the limit prompt when the Grammar quota is used up", async () => {
    vi.mocked(api.checkGrammar).mockRejectedValue(featureLimit("Grammar"));
    setup();
    await waitFor(() => expect(limitPrompt.get()).toBe("Grammar"));
  });

  it("shows the spec's message on other failures, with Retry", async () => {
    vi.mocked(api.checkGrammar)
      .mockRejectedValueOnce(serverFailure())
      .mockResolvedValueOnce({ results: { p1: [] } });
    setup();
    expect(await screen.findByText(MESSAGES.problem)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText(MESSAGES.noGrammar)).toBeTruthy();
  });

  it("ignores the answer of a superseded check (the caret moved to another page)", async () => {
    const first = deferred<{ results: Record<string, GrammarIssue[]> }>();
    vi.mocked(api.checkGrammar)
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce({ results: { p2: [] } });
    const { host, user, view } = setup();
    const signal = vi.mocked(api.checkGrammar).mock.calls[0]?.[1]?.signal;
    act(() => host.setContext({ pageIndex: 1 }));
    view.rerender(<GrammarTool host={host} context={host.getContext()} user={user} desktop />);
    expect(await screen.findByText(MESSAGES.noGrammar)).toBeTruthy();
    expect(signal?.aborted).toBe(true);
    await act(async () => first.resolve({ results: { p1: ISSUES } }));
    expect(screen.queryByRole("list", { name: "Grammar suggestions" })).toBeNull();
  });

  it("offers the document toggle to gold plans, and falls back to page mode when the document check fails", async () => {
    vi.mocked(api.checkGrammar)
      .mockResolvedValueOnce({ results: { p1: [] } })
      .mockRejectedValueOnce(serverFailure())
      .mockResolvedValueOnce({ results: { p1: ISSUES } });
    setup({ gold: true });
    const toggle = await screen.findByRole("switch", { name: "Check the whole document" });
    await screen.findByText(MESSAGES.noGrammar);
    await userEvent.click(toggle);
    expect(await screen.findByText(MESSAGES.temporarilyDown)).toBeTruthy();
    expect(vi.mocked(api.checkGrammar).mock.calls[1]?.[0]?.body).toMatchObject({ blocks: [{ id: "p1" }, { id: "p2" }] });
    await screen.findByRole("list", { name: "Grammar suggestions" });
    expect(screen.queryByRole("switch", { name: "Check the whole document" })).toBeNull();
  });

  it("hides the document toggle on the basic plan", async () => {
    vi.mocked(api.checkGrammar).mockResolvedValue({ results: { p1: [] } });
    setup();
    await screen.findByText(MESSAGES.noGrammar);
    expect(screen.queryByRole("switch", { name: "Check the whole document" })).toBeNull();
  });

  it("asks for style suggestions only when “Show style suggestions” is on", async () => {
    vi.mocked(api.checkGrammar).mockResolvedValue({ results: { p1: [] } });
    setup();
    await screen.findByText(MESSAGES.noGrammar);
    expect(vi.mocked(api.checkGrammar).mock.calls.at(-1)?.[0].body).not.toHaveProperty("includeStyle");
    await userEvent.click(screen.getByRole("switch", { name: "Show style suggestions" }));
    await waitFor(() => expect(vi.mocked(api.checkGrammar).mock.calls.at(-1)?.[0].body).toMatchObject({ includeStyle: true }));
  });

  it("paints style suggestions apart from errors (not the red of a mistake)", async () => {
    vi.mocked(api.checkGrammar).mockResolvedValue({
      results: {
        p1: [issue("going", ["heading"], { category: "Style", kind: "style" }), issue("tomorow", ["tomorrow"], { kind: "spelling" })],
      },
    });
    const { host } = setup();
    await screen.findByRole("list", { name: "Grammar suggestions" });
    await waitFor(() => expect(host.highlightedText(HIGHLIGHT_KEYS.tools)).toEqual(["going", "tomorow"]));
    expect(host.highlights.get(HIGHLIGHT_KEYS.tools)?.map((shown) => shown.className)).toEqual([
      HIGHLIGHT.styleSuggestion,
      HIGHLIGHT.issue,
    ]);
  });
});
