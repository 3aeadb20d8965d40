import { describe, expect, it } from "vitest";
import { formatCitation, invertName, withScheme } from "./format";

describe("formatCitation: Chicago bibliography", () => {
  it("writes 'Last, First. Title. Publisher, Year.' and the note 'First Last, Title (Publisher, Year), page.'", () => {
    expect(
      formatCitation({
        citationType: "chicago-biblo",
        author: "Ada Lovelace",
        title: "Notes on the Engine",
        publisher: "Taylor",
        year: "1843",
        page: "12",
      }),
    ).toEqual({
      bibliography: "Lovelace, Ada. Notes on the Engine. Taylor, 1843.",
      footnote: "Ada Lovelace, Notes on the Engine (Taylor, 1843), 12.",
    });
  });

  it("adds the accessed date and the URL with https when it had no scheme", () => {
    expect(
      formatCitation({
        citationType: "chicago-biblo",
        author: "Grace Hopper and Howard Aiken",
        title: "A Manual of Operation?",
        publisher: "Harvard",
        year: "1946",
        accessed: "March 3, 2024",
        url: "example.org/manual",
      }),
    ).toEqual({
      bibliography:
        "Hopper, Grace, and Howard Aiken. A Manual of Operation? Harvard, 1946. Accessed March 3, 2024. https://example.org/manual.",
      footnote: "Grace Hopper and Howard Aiken, A Manual of Operation? (Harvard, 1946).",
      url: "https://example.org/manual",
    });
  });
});

describe("formatCitation: Chicago author-date", () => {
  it("writes 'Last, First. Year. Title. Publisher.' and the in-text '(Last Year, page)'", () => {
    expect(
      formatCitation({
        citationType: "chicago-author",
        author: "Ada Lovelace",
        title: "Notes",
        publisher: "Taylor",
        year: "1843",
        page: "7",
      }),
    ).toEqual({
      bibliography: "Lovelace, Ada. 1843. Notes. Taylor.",
      footnote: "(Lovelace 1843, 7)",
    });
  });

  it("leaves out a missing publisher and keeps several authors' surnames", () => {
    expect(
      formatCitation({
        citationType: "chicago-author",
        author: "Ada Lovelace; Charles Babbage; Mary Somerville",
        title: "Letters",
        year: "1840",
      }),
    ).toEqual({
      bibliography: "Lovelace, Ada, Charles Babbage, and Mary Somerville. 1840. Letters.",
      footnote: "(Lovelace, Babbage, and Somerville 1840)",
    });
  });
});

describe("formatCitation: Legal", () => {
  it("writes 'Code § Section (Publisher Year).' with the title leading the bibliography", () => {
    expect(
      formatCitation({
        citationType: "legal",
        title: "Civil Rights Act",
        code: "42 U.S.C.",
        section: "1983",
        publisher: "West",
        year: "2018",
        page: "3",
      }),
    ).toEqual({
      bibliography: "Civil Rights Act, 42 U.S.C. § 1983 (West 2018).",
      footnote: "42 U.S.C. § 1983, at 3 (West 2018).",
    });
  });

  it("cites an online source with its URL and the date last visited, without doubling the section sign", () => {
    expect(
      formatCitation({
        citationType: "legal",
        code: "Cal. Civ. Code",
        section: "§ 1798.100",
        accessed: "Jan. 5, 2025",
        url: "http://leginfo.ca.gov",
      }),
    ).toEqual({
      bibliography: "Cal. Civ. Code § 1798.100, http://leginfo.ca.gov (last visited Jan. 5, 2025).",
      footnote: "Cal. Civ. Code § 1798.100, http://leginfo.ca.gov (last visited Jan. 5, 2025).",
      url: "http://leginfo.ca.gov",
    });
  });
});

describe("helpers", () => {
  it("inverts a name unless it is already 'Last, First'", () => {
    expect(invertName("Jean Luc Picard")).toBe("Picard, Jean Luc");
    expect(invertName("Plato")).toBe("Plato");
    expect(invertName("Lovelace, Ada")).toBe("Lovelace, Ada");
  });

  it("adds https only when the address has no scheme", () => {
    expect(withScheme("example.org")).toBe("https://example.org");
    expect(withScheme("//example.org")).toBe("https://example.org");
    expect(withScheme("http://example.org")).toBe("http://example.org");
    expect(withScheme("mailto:a@b.c")).toBe("mailto:a@b.c");
  });
});
