import { screen } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../api/client";
import { notEnoughContent } from "../testing/api-errors";
import { fakeHost, paragraph } from "../testing/fake-host";
import { renderPane } from "../testing/render-pane";
import { MESSAGES } from "../messages";
import { OverviewPanel } from "./OverviewPanel";

vi.mock("../../api/client", () => ({ api: { documentOverview: vi.fn(), detectIntent: vi.fn(), summarizeDocument: vi.fn() } }));

const userEvent = userEventLib.setup({ delay: null });

describe("Overview", { timeout: 15_000 }, () => {
  it("shows counts and reading time, detects the intent against the topic and summarises", async () => {
    vi.mocked(api.documentOverview).mockResolvedValue({
      pages: 2,
      paragraphs: 7,
      sentences: 30,
      words: 480,
      readingTime: { seconds: 121, minutes: 2, label: "2 min" },
    });
    vi.mocked(api.detectIntent).mockResolvedValue({
      intent: ["informative"],
      comment: "Explains a topic.",
      matchscore: 8.25,
      scores: { informative: 0.8 } as never,
      missingTopicWords: [],
    });
    vi.mocked(api.summarizeDocument)
      .mockRejectedValueOnce(notEnoughContent())
      .mockResolvedValueOnce({ sentences: [], summary: "The gist.", sentenceCount: 30 });
    renderPane(<OverviewPanel host={fakeHost([paragraph("p1", "Text to read.")])} />);
    expect(await screen.findByText("2 min")).toBeTruthy();
    expect(screen.getByText("480")).toBeTruthy();
    expect(vi.mocked(api.documentOverview).mock.calls[0]?.[0]).toEqual({ body: { docId: "doc-1" } });

    await userEvent.type(screen.getByRole("textbox", { name: /Topic/ }), "Looms");
    await userEvent.click(screen.getByRole("button", { name: "Detect intent" }));
    expect(await screen.findByText("Match score: 8.3/10")).toBeTruthy();
    expect(vi.mocked(api.detectIntent).mock.calls[0]?.[0]?.body).toMatchObject({ topic: "Looms" });

    await userEvent.click(screen.getByRole("button", { name: "Summarise" }));
    expect(await screen.findByText(MESSAGES.needsMoreContent)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Summarise" }));
    expect(await screen.findByText("The gist.")).toBeTruthy();
  });
});
