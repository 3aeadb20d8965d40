import { describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { apiFailure as failure } from "../../../test/api-failure";

const app = await createTestApp();

const signedIn = async (overrides: Parameters<typeof buildUser>[1] = {}) => {
  const user = await buildUser(app.ctx, overrides);
  return app.clientFor(user.accessToken);
};

const legalCitation = { citationType: "legal" as const, code: "42 U.S.C.", section: "1983", publisher: "West", year: "2018" };

describe("POST /api/citations/format", () => {
  it("formats each citation into its bibliography entry and footnote, in order", async () => {
    const api = await signedIn();
    const result = await api.formatCitations({
      body: {
        citations: [
          { citationType: "chicago-biblo", author: "Ada Lovelace", title: "Notes", publisher: "Taylor", year: "1843" },
          {
            citationType: "chicago-author",
            author: "Ada Lovelace",
            title: "Notes",
            year: "1843",
            accessed: "May 1, 2024",
            url: "example.org",
          },
        ],
      },
    });
    expect(result.citations).toEqual([
      { bibliography: "Lovelace, Ada. Notes. Taylor, 1843.", footnote: "Ada Lovelace, Notes (Taylor, 1843)." },
      {
        bibliography: "Lovelace, Ada. 1843. Notes. Accessed May 1, 2024. https://example.org.",
        footnote: "(Lovelace 1843)",
        url: "https://example.org",
      },
    ]);
  });

  it("answers 400 with the spec's required-field messages", async () => {
    const api = await signedIn();
    const error = await failure(
      api.formatCitations({
        body: {
          citations: [
            { citationType: "chicago-biblo", author: "A" },
            { citationType: "legal", code: "C", section: "1" },
          ],
        },
      }),
    );
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    expect(error.fieldIssues).toEqual({
      "body.citations.0": "Missing required fields: Title, Publisher, Year",
      "body.citations.1": "One of the following set is required: (Publisher, Year) Or (Accessed date, URL)",
    });
  });

  it("formats legal citations only when the plan allows them (the legal add-on)", async () => {
    const withoutLegal = await signedIn();
    expect(await failure(withoutLegal.formatCitations({ body: { citations: [legalCitation] } }))).toMatchObject({
      status: 403,
      code: "PLAN_REQUIRED",
    });
    const withLegal = await signedIn({ addons: ["legal"] });
    expect((await withLegal.formatCitations({ body: { citations: [legalCitation] } })).citations).toEqual([
      { bibliography: "42 U.S.C. § 1983 (West 2018).", footnote: "42 U.S.C. § 1983 (West 2018)." },
    ]);
  });

  it("answers 401 without a session", async () => {
    expect(await failure(app.client.formatCitations({ body: { citations: [legalCitation] } }))).toMatchObject({ status: 401 });
  });
});
