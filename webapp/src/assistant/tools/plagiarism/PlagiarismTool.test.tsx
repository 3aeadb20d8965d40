import { act, screen, waitFor, within } from "@testing-library/react";
import { EMPTY_CORPUS_HINT } from "@wordloom/shared/rules";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../api/client";
import { testUser } from "../../../test/user";
import { HIGHLIGHT, HIGHLIGHT_KEYS } from "../../highlight-classes";
import { MESSAGES, plagiarismPlanMessage } from "../../messages";
import { featureLimit, serverFailure } from "../../testing/api-errors";
import { fakeHost, paragraph } from "../../testing/fake-host";
import { renderPane } from "../../testing/render-pane";
import { PlagiarismTool } from "./PlagiarismTool";

vi.mock("../../../api/client", () => ({ api: { checkPlagiarism: vi.fn() } }));

const SEARCHED = { organization: false, referenceWorks: 0, provider: null };

const TEXT = "Copied words from the web. My own sentence.";

const render = () => {
  const host = fakeHost([paragraph("p1", TEXT)]);
  renderPane(<PlagiarismTool host={host} context={host.getContext()} user={testUser()} desktop />);
  return host;
};

beforeEach(() => vi.mocked(api.checkPlagiarism).mockReset());
afterEach(() => vi.useRealTimers());

describe("Plagiarism tool", { timeout: 15_000 }, () => {
  it("checks the saved page, shows 'Plagiarised - N%' after 300 ms, the sentences with source links, in the score's band", async () => {
    vi.mocked(api.checkPlagiarism).mockResolvedValue({
      score: 62.4,
      label: "Plagiarised - 62%",
      sources: [{ score: 75, description: "Public document “Web”", url: "/publications/@bob/web", kind: "public" }],
      results: { p1: [{ blockId: "p1", sentenceIndex: 0, start: 0, end: 26, text: "Copied words from the web.", sourceIndexes: [0] }] },
      searched: { organization: false, referenceWorks: 12, provider: null },
    });
    const host = render();
    const list = await screen.findByRole("list", { name: "Plagiarised sentences" });
    expect(vi.mocked(api.checkPlagiarism).mock.calls[0]?.[0]).toEqual({ body: { docId: "doc-1", pageIndex: 0 } });
    expect(within(list).getByText("75% match")).toBeTruthy();
    expect(within(list).getByRole("link", { name: "Source" }).getAttribute("href")).toBe("/publications/@bob/web");
    expect(screen.queryByText("Plagiarised - 62%")).toBeNull();
    expect(await screen.findByText("Plagiarised - 62%")).toBeTruthy();
    // Highlights are painted in an effect after the list renders.
    await waitFor(() => expect(host.highlights.get(HIGHLIGHT_KEYS.tools)?.[0]?.className).toBe(HIGHLIGHT.plagiarismHigh));
  });

  it("says 'No plagiarised sentences found.'", async () => {
    vi.mocked(api.checkPlagiarism).mockResolvedValue({
      score: 0,
      label: "Plagiarised - 0%",
      sources: [],
      results: { p1: [] },
      searched: SEARCHED,
    });
    render();
    expect(await screen.findByText(MESSAGES.noPlagiarism)).toBeTruthy();
    // What a 0% means: what was searched, and how the empty reference corpus is filled.
    expect(screen.getByText("Searched: your documents, public Wordloom documents and no reference works.")).toBeTruthy();
    expect(screen.getByText(EMPTY_CORPUS_HINT)).toBeTruthy();
  });

  it("shows Not Calculated when the check could not run", async () => {
    vi.mocked(api.checkPlagiarism).mockResolvedValue({
      score: null,
      label: "Not Calculated",
      sources: [],
      results: {},
      searched: SEARCHED,
    });
    render();
    expect(await screen.findByText(MESSAGES.notCalculated)).toBeTruthy();
    expect(screen.getByText(MESSAGES.unableToCheckPlagiarism)).toBeTruthy();
  });

  it("names the plan on a 403 and 'Unable to check Plagiarism' otherwise", async () => {
    vi.mocked(api.checkPlagiarism).mockRejectedValueOnce(featureLimit("Plagiarism"));
    render();
    expect(await screen.findByText(plagiarismPlanMessage())).toBeTruthy();
    expect(screen.getByText(MESSAGES.notCalculated)).toBeTruthy();
    vi.mocked(api.checkPlagiarism).mockRejectedValueOnce(serverFailure());
    await act(async () => screen.getByRole("button", { name: "Retry" }).click());
    expect(await screen.findByText(MESSAGES.unableToCheckPlagiarism)).toBeTruthy();
  });
});
