import { describe, expect, it } from "vitest";
import { authorDateLabel, footnoteText, isFooterCitation } from "./citation-text";

describe("citation text", () => {
  it("writes a footnote from its formatted text, or from its fields", () => {
    expect(footnoteText({ citationType: "chicago-biblo", footnote: "  Lovelace, Notes, 12.  " })).toBe("Lovelace, Notes, 12.");
    expect(
      footnoteText({ citationType: "chicago-biblo", author: "Ada Lovelace", title: "Notes", publisher: "Acme", year: "1843", page: "12" }),
    ).toBe("Ada Lovelace, Notes (Acme, 1843), 12");
    expect(footnoteText({ citationType: "legal", code: "U.S.C.", section: "1983", year: "2020" })).toBe("U.S.C. § 1983, 2020");
    expect(footnoteText({ citationType: "chicago-biblo", bibliography: "Lovelace. Notes." })).toBe("Lovelace. Notes.");
  });

  it("keeps author-date citations in the text, out of the footer", () => {
    expect(isFooterCitation({ citationType: "chicago-author", author: "Smith", year: "2020" })).toBe(false);
    expect(isFooterCitation({ citationType: "legal" })).toBe(true);
    expect(isFooterCitation(null)).toBe(false);
    expect(authorDateLabel({ citationType: "chicago-author", author: "Smith", year: "2020", page: "4" })).toBe("(Smith 2020, 4)");
  });
});
