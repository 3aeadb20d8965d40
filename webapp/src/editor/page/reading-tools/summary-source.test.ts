import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import type { FeatureUsage } from "@wordloom/shared/model";
import { api } from "../../../api/client";
import { documentSummaryLoader, summaryEngineAvailable } from "./summary-source";

vi.mock("../../../api/client", () => ({ api: { summarizeDocument: vi.fn() } }));

const usage = (feature: FeatureUsage["feature"], allowedUsage: number, topUp = 0, entitled = true): FeatureUsage =>
  ({ feature, allowedUsage, usageCount: 0, topUp, topUpUsed: 0, exhausted: false, entitled }) as FeatureUsage;

afterEach(() => vi.mocked(api.summarizeDocument).mockReset());

describe("summaryEngineAvailable", () => {
  it("is true only when the server meters Summary with an allowance", () => {
    expect(summaryEngineAvailable(undefined)).toBe(false);
    expect(summaryEngineAvailable([usage("Overview", 50)])).toBe(false);
    expect(summaryEngineAvailable([usage("Summary", 0)])).toBe(false);
    expect(summaryEngineAvailable([usage("Summary", 0, 5)])).toBe(true);
    expect(summaryEngineAvailable([usage("Summary", 50)])).toBe(true);
    expect(summaryEngineAvailable([usage("Summary", 50, 0, false)])).toBe(false);
  });
});

describe("documentSummaryLoader", () => {
  const signal = new AbortController().signal;

  it("saves pending edits first, then asks the server for the saved document's summary", async () => {
    const order: string[] = [];
    const saveNow = vi.fn(async () => {
      order.push("save");
    });
    vi.mocked(api.summarizeDocument).mockImplementation(async () => {
      order.push("summary");
      return {
        sentences: [{ blockId: "b", sentenceIndex: 0, start: 0, end: 4, text: "Gist.", score: 1 }],
        summary: "Gist.",
        sentenceCount: 9,
      };
    });
    await expect(documentSummaryLoader("doc-1", saveNow)(signal)).resolves.toEqual({ sentences: ["Gist."] });
    expect(order).toEqual(["save", "summary"]);
    expect(api.summarizeDocument).toHaveBeenCalledWith({ body: { docId: "doc-1" } }, { signal });
  });

  it("answers too short for NOT_ENOUGH_CONTENT and passes other failures on", async () => {
    const saveNow = () => Promise.resolve();
    vi.mocked(api.summarizeDocument).mockRejectedValueOnce(new ApiError(422, "NOT_ENOUGH_CONTENT", "Summary needs at least 5 sentences."));
    await expect(documentSummaryLoader("doc-1", saveNow)(signal)).resolves.toEqual({ tooShort: true });
    const failure = new ApiError(503, "INTERNAL", "The analysis service is busy.");
    vi.mocked(api.summarizeDocument).mockRejectedValueOnce(failure);
    await expect(documentSummaryLoader("doc-1", saveNow)(signal)).rejects.toBe(failure);
  });
});
