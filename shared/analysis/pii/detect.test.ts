import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectPii, findAllPii, findPiiSpans } from "./detect";
import { resolveOverlaps } from "./resolve";

describe("detectPii", () => {
  it("places findings in blocks and sentences, with sensitivity, context and mask", () => {
    const text = "Thanks for calling. My card 4111 1111 1111 1111 is lost; mail me at jane@example.com.";
    const findings = detectPii([{ id: "p1", text }]);
    expect(
      findings.map((finding) => [finding.entityType, finding.text, finding.sentenceIndex, finding.sensitivity, finding.masked]),
    ).toEqual([
      ["creditCard", "4111 1111 1111 1111", 1, "high", "**** **** **** 1111"],
      ["email", "jane@example.com", 1, "medium", "j***@example.com"],
    ]);
    expect(findings[0]?.context).toContain("My card 4111 1111 1111 1111 is lost");
    expect(findings[0]?.blockId).toBe("p1");
  });

  it("drops low-sensitivity items and text that is all asterisks, but findAllPii keeps them", () => {
    const blocks = [{ id: "a", text: "Visit https://wordloom.io from Paris. Card ****-****-****-**** on file." }];
    expect(detectPii(blocks)).toEqual([]);
    expect(findAllPii(blocks).map((finding) => finding.entityType)).toEqual(expect.arrayContaining(["url", "location"]));
  });

  it("keeps the cell index of table cells and skips blocks without letters or digits", () => {
    const findings = detectPii([
      { id: "c", text: "SSN 536-22-1234", type: "table-cell", cellIndex: 2 },
      { id: "d", text: "—" },
    ]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ blockId: "c", cellIndex: 2, entityType: "ssn", masked: "***-**-1234" });
  });

  it("resolves overlaps in favour of checksum-validated types", () => {
    const kept = resolveOverlaps([
      { entityType: "phone", start: 0, end: 12 },
      { entityType: "creditCard", start: 0, end: 19, validated: true },
      { entityType: "person", start: 25, end: 30 },
      { entityType: "location", start: 25, end: 35 },
    ]);
    expect(kept).toEqual([
      { entityType: "creditCard", start: 0, end: 19, validated: true },
      { entityType: "person", start: 25, end: 30 },
    ]);
    const [spans = []] = findPiiSpans(["Please call 4111 1111 1111 1111 now"]);
    expect(spans.map((span) => span.entityType)).toEqual(["creditCard"]);
  });

  it("shares person names across blocks", () => {
    const findings = detectPii([
      { id: "1", text: "The book is by Bonifacy Kaczmarek." },
      { id: "2", text: "Later Kaczmarek moved away." },
    ]);
    expect(findings.map((finding) => [finding.blockId, finding.text])).toEqual([
      ["1", "Bonifacy Kaczmarek"],
      ["2", "Kaczmarek"],
    ]);
  });

  it("gives offsets that point at exactly the finding's text", () => {
    const pieces = [
      "My SSN is 536-22-1234.",
      "Call +44 7700 900123",
      "jane@example.com",
      "GB82 WEST 1234 5698 7654 32",
      "card 4111-1111-1111-1111",
      "from 10.0.0.1",
      "Krisztián Szöllösy said hi.",
      "born on 3 May 1985",
      "221B Baker Street",
      "😀",
      "naïve café",
      "\n",
      "https://example.com/x.",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 8 }), (parts) => {
        const text = parts.join(" ");
        for (const finding of findAllPii([{ id: "x", text }])) {
          expect(text.slice(finding.start, finding.end)).toBe(finding.text);
          expect(finding.end).toBeGreaterThan(finding.start);
        }
      }),
      { numRuns: 60 },
    );
  });
});
