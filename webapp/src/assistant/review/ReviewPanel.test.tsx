import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RatingResponse } from "@wordloom/shared/analysis/rating";
import { api } from "../../api/client";
import { HIGHLIGHT_KEYS } from "../highlight-classes";
import { MESSAGES } from "../messages";
import { notEnoughContent } from "../testing/api-errors";
import { fakeHost, paragraph } from "../testing/fake-host";
import { renderPane } from "../testing/render-pane";
import { ReviewPanel } from "./ReviewPanel";

vi.mock("../../api/client", () => ({
  api: {
    scorePositivity: vi.fn(),
    scoreEmotions: vi.fn(),
    scoreToxicity: vi.fn(),
    scoreFacts: vi.fn(),
    scoreQuality: vi.fn(),
    rateDocument: vi.fn(),
    simplifySentences: vi.fn(),
  },
}));

const userEvent = userEventLib.setup({ delay: null });
const TEXT = "I hate this awful day. The sun is bright. We walk. We talk. We sing.";

const setup = () => {
  const host = fakeHost([paragraph("p1", TEXT)]);
  renderPane(<ReviewPanel host={host} context={host.getContext()} />);
  return host;
};

const detail = (name: string, score: number) => ({
  name,
  score,
  score_type: score >= 7 ? "good" : score >= 4 ? "average" : "poor",
  message: `About ${name}.`,
});
const rating = {
  mode: "document",
  clarity_score: {
    doc_clarity_score: 6.4,
    doc_message: "Fairly clear.",
    details: ["content_diversity", "lexical_overlap", "readability", "connectors", "intent"].map((name) => detail(name, 6.4)),
  },
  creative_score: {
    doc_creative_score: 5,
    doc_message: "Some flair.",
    details: ["humor", "motivation", "sarcasm"].map((name) => detail(name, 5)),
  },
  credible_score: {
    doc_credible_score: 7.25,
    doc_message: "Credible.",
    details: ["fact_emotion", "first_person_usage", "passive_usage", "ai_detection"].map((name) => detail(name, 7.3)),
  },
  engaging_score: {
    doc_engaging_score: 4.1,
    doc_message: "Could engage more.",
    details: ["emotions", "subjectivity", "uniqueness"].map((name) => detail(name, 4.1)),
  },
  engagementQuotient: 5.7,
  document_score: 5.7,
  words: 15,
  sentences: 5,
} as unknown as RatingResponse;

beforeEach(() => {
  for (const call of Object.values(api)) {
    vi.mocked(call).mockReset();
  }
});

describe("Review graphs", { timeout: 15_000 }, () => {
  it("opens the positivity gauge with its grade and highlights the negative sentences; the back arrow returns to the tiles", async () => {
    vi.mocked(api.scorePositivity).mockResolvedValue({
      blocks: {
        p1: {
          blockId: "p1",
          positivity: [10, 60, 50, 50, 50],
          sentences: [{ index: 0, start: 0, end: 22, positivity: 10, compound: -0.8, polarity: -0.8, negativity: "highly" }],
        },
      },
      document: { avgPositivity: 44, grade: "ok", sentences: 5, negative: { somewhat: 0, highly: 1, extremely: 0 } },
    });
    const host = setup();
    await userEvent.click(screen.getByRole("button", { name: /^Positivity/ }));
    const meter = await screen.findByRole("meter", { name: "Positivity" });
    expect(meter.getAttribute("aria-valuetext")).toBe("44 · Ok");
    await waitFor(() => expect(host.highlightedText(HIGHLIGHT_KEYS.review)).toEqual(["I hate this awful day."]));
    await userEvent.click(screen.getByRole("button", { name: "Back to graphs" }));
    expect(screen.getByRole("list", { name: "Review graphs" })).toBeTruthy();
    expect(host.highlights.get(HIGHLIGHT_KEYS.review)).toBeUndefined();
  });

  it("refuses a document of fewer than 5 sentences with the info toast", async () => {
    vi.mocked(api.scoreToxicity).mockRejectedValue(notEnoughContent());
    setup();
    await userEvent.click(screen.getByRole("button", { name: /^Toxicity/ }));
    expect(await screen.findByText(MESSAGES.needsMoreContent)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("list", { name: "Review graphs" })).toBeTruthy());
  });

  it("draws the emotions, toxicity and facts charts with their values for screen readers", async () => {
    vi.mocked(api.scoreEmotions).mockResolvedValue({
      pages: [{ pageIndex: 0, document: [{ name: "joy", value: 70 }] }],
      document: [
        { name: "joy", value: 70 },
        { name: "sadness", value: 30 },
      ],
    });
    vi.mocked(api.scoreFacts).mockResolvedValue({
      blocks: {},
      document: { emotional: 60, factual: 40, label: "More Emotions", emotionalSignals: 3, factualSignals: 2 },
    });
    setup();
    await userEvent.click(screen.getByRole("button", { name: /^Emotions/ }));
    const figure = await screen.findByRole("figure", { name: "Emotions (whole document)" });
    expect(within(figure).getByRole("rowheader", { name: "sadness" })).toBeTruthy();
    expect(within(figure).getByRole("cell", { name: "30%" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Back to graphs" }));
    await userEvent.click(screen.getByRole("button", { name: /^Fact vs Emotions/ }));
    expect(await screen.findByText("More Emotions")).toBeTruthy();
  });

  it("shows the AI rating out of 10 with one decimal, four tabs and expandable details, by document or page", async () => {
    vi.mocked(api.rateDocument).mockResolvedValue(rating);
    setup();
    await userEvent.click(screen.getByRole("button", { name: /^Engagement/ }));
    expect(await screen.findByText("Engagement quotient: 5.7/10")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Credibility 7.3" })).toBeTruthy();
    expect(screen.getAllByRole("status").some((element) => element.textContent === "6.4/10")).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: /Readability/ }));
    expect(await screen.findByText("About readability.")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Engagement 4.1" }));
    expect(screen.getByText("Could engage more.")).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "Paginated" }));
    await waitFor(() => expect(api.rateDocument).toHaveBeenCalledTimes(2));
  });

  it("shows the quality bars and offers a simpler version of a weak sentence", async () => {
    vi.mocked(api.scoreQuality).mockResolvedValue({
      blocks: {
        p1: {
          blockId: "p1",
          readScore: [20, 90, 90, 90, 90],
          grade: [14, 2, 2, 2, 2],
          repetitiveness: 30,
          uniqueness: 70,
          connectives: 92,
          prose: true,
          counts: {
            text: { words: 15, sentences: 5, syllables: 20 },
            repetition: { units: 1, repeats: 0 },
            mtld: { tokens: 15, forwardFactors: 1, backwardFactors: 1 },
            connectives: { sentences: 5, connected: 1 },
          },
        },
      },
      document: { readScore: 74, grade: 5, repetitiveness: 30, uniqueness: 70, connectives: 92, readTime: 1, words: 15, sentences: 5 },
    });
    vi.mocked(api.simplifySentences).mockResolvedValue({
      results: [
        {
          blockId: "p1",
          sentenceIndex: 0,
          start: 0,
          end: 22,
          original: "I hate this awful day.",
          simplified: "Today is bad.",
          gradeBefore: 10,
          gradeAfter: 2,
        },
      ],
    });
    const host = setup();
    await userEvent.click(screen.getByRole("button", { name: /^Quality/ }));
    const figure = await screen.findByRole("figure", { name: "Document quality" });
    expect(
      within(figure)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Readability", "Repetitiveness", "Uniqueness", "Connectives"]);
    await waitFor(() => expect(host.highlightedText(HIGHLIGHT_KEYS.review)).toEqual(["I hate this awful day."]));
    const row = screen.getByRole("listitem", { name: "Sentence: I hate this awful day." });
    await userEvent.click(within(row).getByRole("button", { name: "Simplify" }));
    await userEvent.click(await within(row).findByRole("button", { name: "Use It" }));
    await waitFor(() => expect(host.blockText("p1")).toBe("Today is bad. The sun is bright. We walk. We talk. We sing."));
  });
});
