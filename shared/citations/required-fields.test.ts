import { describe, expect, it } from "vitest";
import { citationTypesFor } from "./fields";
import { citationProblems, LEGAL_SET_MESSAGE } from "./required-fields";
import { FormatCitationsBodySchema } from "./schema";

const messages = (...args: Parameters<typeof citationProblems>) => citationProblems(...args).map((problem) => problem.message);

describe("citation required fields (spec document 2 §5)", () => {
  it("Chicago bibliography needs author, title, publisher and year", () => {
    expect(messages({ citationType: "chicago-biblo" })).toEqual(["Missing required fields: Author, Title, Publisher, Year"]);
    expect(messages({ citationType: "chicago-biblo", author: "A", title: "T", publisher: " ", year: "2000" })).toEqual([
      "Missing required fields: Publisher",
    ]);
    expect(messages({ citationType: "chicago-biblo", author: "A", title: "T", publisher: "P", year: "2000" })).toEqual([]);
  });

  it("Chicago author-date needs author, title and year, plus the accessed date when a URL is given", () => {
    expect(messages({ citationType: "chicago-author", author: "A" })).toEqual(["Missing required fields: Title, Year"]);
    expect(messages({ citationType: "chicago-author", author: "A", title: "T", year: "1", url: "x.org" })).toEqual([
      "Missing required fields: Accessed date",
    ]);
    expect(messages({ citationType: "chicago-author", author: "A", title: "T", year: "1" })).toEqual([]);
  });

  it("Legal needs section and code plus (publisher and year) or (accessed date and URL)", () => {
    expect(messages({ citationType: "legal" })).toEqual(["Missing required fields: Section, Code", LEGAL_SET_MESSAGE]);
    expect(LEGAL_SET_MESSAGE).toBe("One of the following set is required: (Publisher, Year) Or (Accessed date, URL)");
    expect(messages({ citationType: "legal", section: "1", code: "C", publisher: "P", url: "u" })).toEqual([LEGAL_SET_MESSAGE]);
    expect(messages({ citationType: "legal", section: "1", code: "C", publisher: "P", year: "2" })).toEqual([]);
    expect(messages({ citationType: "legal", section: "1", code: "C", accessed: "today", url: "u" })).toEqual([]);
  });

  it("offers the legal type only when the flag allows it", () => {
    expect(citationTypesFor(true)).toEqual(["chicago-biblo", "chicago-author", "legal"]);
    expect(citationTypesFor(false)).toEqual(["chicago-biblo", "chicago-author"]);
  });

  it("the request schema carries the messages", () => {
    const parsed = FormatCitationsBodySchema.safeParse({ citations: [{ citationType: "chicago-biblo", author: "A" }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["citations.0", "Missing required fields: Title, Publisher, Year"],
    ]);
  });
});
