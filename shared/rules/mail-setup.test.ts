import { describe, expect, it } from "vitest";
import { CAMPAIGN_MESSAGES as M } from "./campaign-messages";
import { checkMailSetup, dedupeAddresses, parsePastedAddresses } from "./mail-setup";
import { postWarnings, xPostPrice } from "./post-warnings";

const addresses = (n: number) => Array.from({ length: n }, (_, index) => `person${index}@example.com`);

describe("mail setup", () => {
  it("needs one To, at most 10 To, 10 Cc, 100 Bcc and 2 attachments", () => {
    expect(checkMailSetup({ to: [], cc: [], bcc: [], attachmentCount: 0 })).toEqual([{ field: "to", message: M.mailNeedsTo }]);
    expect(checkMailSetup({ to: addresses(10), cc: addresses(10), bcc: addresses(100), attachmentCount: 2 })).toEqual([]);
    expect(
      checkMailSetup({ to: addresses(11), cc: addresses(11), bcc: addresses(101), attachmentCount: 3 }).map((problem) => problem.field),
    ).toEqual(["to", "cc", "bcc", "attachments"]);
    expect(checkMailSetup({ to: ["a@example.com", "nope"], cc: [], bcc: [], attachmentCount: 0 })).toEqual([
      { field: "to", message: M.mailsInvalid },
    ]);
  });

  it("de-duplicates case-insensitively and extracts pasted addresses", () => {
    expect(dedupeAddresses(["A@x.io", "a@x.io ", "b@x.io"])).toEqual(["a@x.io", "b@x.io"]);
    expect(parsePastedAddresses("Ann <ann@x.io>, bob@x.io; not-mail\nANN@x.io")).toEqual({
      valid: ["ann@x.io", "bob@x.io"],
      invalid: ["Ann", "not-mail"],
    });
  });
});

describe("post warnings", () => {
  const base = {
    id: "p1",
    content: "Our spring planner ships today!",
    xContent: null,
    publishAt: new Date("2026-03-02T10:00:00Z"),
    accountIds: ["acc"],
    hasXTarget: false,
    hasLinkMedia: false,
  };

  it("flags duplicate text and two posts for one account within 30 minutes", () => {
    const other = { ...base, id: "p2", publishAt: new Date("2026-03-02T10:20:00Z") };
    expect(postWarnings(base, [base, other]).map((warning) => [warning.code, warning.postIds])).toEqual([
      ["duplicate_content", ["p2"]],
      ["too_close", ["p2"]],
    ]);
    const later = { ...other, content: "Something else entirely, really", publishAt: new Date("2026-03-02T10:30:00Z") };
    expect(postWarnings(base, [later])).toEqual([]);
  });

  it("prices an X post with a link at $0.200 instead of $0.015", () => {
    expect(xPostPrice("plain text", false)).toBe(0.015);
    expect(xPostPrice("see https://example.com", false)).toBe(0.2);
    expect(xPostPrice("plain", true)).toBe(0.2);
    expect(postWarnings({ ...base, hasXTarget: true, content: "Read www.example.com now" }, [])).toEqual([
      expect.objectContaining({ code: "x_price", priceUsd: 0.2, message: M.xPrice("$0.200") }),
    ]);
    expect(postWarnings({ ...base, hasXTarget: true }, [])).toEqual([]);
  });
});
