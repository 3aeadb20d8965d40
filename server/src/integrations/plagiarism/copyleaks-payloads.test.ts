import { describe, expect, it } from "vitest";
import { completedWebhook, errorWebhook } from "../../../test/fake-copyleaks";
import { reasonFromError, reportFromCompleted } from "./copyleaks-payloads";

describe("reportFromCompleted", () => {
  it("scores each result as matchedWords / totalWords × 100 to one decimal, best first", () => {
    const report = reportFromCompleted(
      completedWebhook("scan", {
        totalWords: 300,
        aggregatedScore: 27.5,
        internet: [
          { title: "Small", url: "https://example.org/small", matchedWords: 10 },
          { title: "Big", url: "https://example.org/big", matchedWords: 200 },
        ],
        database: [{ title: "Stored paper", matchedWords: 50 }],
      }),
    );
    expect(report).toEqual({
      aggregatedScore: 27.5,
      sources: [
        { score: 66.7, description: "Big", url: "https://example.org/big" },
        { score: 16.7, description: "Stored paper", url: null },
        { score: 3.3, description: "Small", url: "https://example.org/small" },
      ],
    });
  });

  it("falls back to the introduction or a generic description and keeps only http(s) links", () => {
    const body = completedWebhook("scan", {
      totalWords: 0,
      aggregatedScore: 140,
      internet: [
        { title: " ", introduction: "An intro", url: "data:text/html,hi", matchedWords: 3 },
        { title: "", url: "HTTPS://EXAMPLE.ORG/", matchedWords: 3 },
      ],
    });
    expect(reportFromCompleted(body)).toEqual({
      aggregatedScore: 100,
      sources: [
        { score: 0, description: "An intro", url: null },
        { score: 0, description: "A web page", url: "HTTPS://EXAMPLE.ORG/" },
      ],
    });
  });

  it("answers null for a body without the documented score or totals", () => {
    expect(reportFromCompleted({ status: 0 })).toBeNull();
    expect(reportFromCompleted({ scannedDocument: { scanId: "s", totalWords: 1 }, results: {} })).toBeNull();
  });
});

describe("reasonFromError", () => {
  it("quotes the documented error code and message", () => {
    expect(reasonFromError(errorWebhook(402, "Insufficient credits"))).toBe("Copyleaks reported error 402: Insufficient credits");
    expect(reasonFromError({})).toBe("Copyleaks reported error (no code): (no message)");
  });
});
