import { describe, expect, it } from "vitest";
import { MAX_TAGS, normalizeTags, publicationPath, readingMinutes, shareUrl, slugify } from "./publishing";

describe("normalizeTags", () => {
  it("prefixes #, splits on spaces and pasted #s, drops repeats and cuts after 20", () => {
    expect(normalizeTags(["writing", "#one #two", "three four", "One"])).toEqual(["#writing", "#one", "#two", "#three", "#four"]);
    const many = Array.from({ length: 30 }, (_, index) => `tag${index}`);
    expect(normalizeTags([many.join(" ")])).toHaveLength(MAX_TAGS);
    expect(normalizeTags(["", "  ", "###"])).toEqual([]);
  });
});

describe("slugify", () => {
  it("folds accents and punctuation into dashes", () => {
    expect(slugify("Café au lait: a Story!")).toBe("cafe-au-lait-a-story");
    expect(slugify("   ")).toBe("untitled");
    expect(slugify("日本語")).toBe("untitled");
    expect(slugify("a".repeat(200)).length).toBeLessThanOrEqual(80);
  });
});

describe("links", () => {
  it("builds the public path and the networks' share URLs", () => {
    expect(publicationPath("jane", "my-post")).toBe("/publications/@jane/my-post");
    expect(shareUrl("x", "https://w.example/p", "Hi there")).toBe(
      "https://twitter.com/intent/tweet?url=https%3A%2F%2Fw.example%2Fp&text=Hi%20there",
    );
    expect(shareUrl("linkedin", "https://w.example/p", "t")).toContain("share-offsite/?url=https%3A%2F%2Fw.example%2Fp");
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(401)).toBe(3);
  });
});
