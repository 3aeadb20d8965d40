import { describe, expect, it } from "vitest";
import { looksLikeMarkdown, markdownToText } from "./markdown-to-text";

describe("looksLikeMarkdown", () => {
  it("recognises headings, fences, quotes, links and strong emphasis", () => {
    for (const text of [
      "# Title\n\nText.",
      "Intro\n```\ncode\n```",
      "> quoted words",
      "See [here](https://example.org).",
      "A **bold** claim.",
    ]) {
      expect(looksLikeMarkdown(text), text).toBe(true);
    }
  });

  it("leaves plain prose alone, even with a hash, a dash or an asterisk in it", () => {
    for (const text of ["Four score and seven years ago.", "Issue #21 - the corpus.\n- not a heading", "5 * 3 = 15, and 2*2 = 4."]) {
      expect(looksLikeMarkdown(text), text).toBe(false);
    }
  });
});

describe("markdownToText", () => {
  it("keeps the prose and drops markers, code, images and link targets", () => {
    const markdown =
      "## The address\n\n> Four *score* and [seven](https://example.org/x) years.\n\n- one\n- two\n\n![map](map.png)\n\n```\nignored()\n```";
    expect(markdownToText(markdown).split(/\s+/).filter(Boolean)).toEqual([
      "The",
      "address",
      "Four",
      "score",
      "and",
      "seven",
      "years.",
      "one",
      "two",
    ]);
  });
});
