import { describe, expect, it } from "vitest";
import { firstLink, foldText, FEED_PREVIEW } from "./preview-rules";

describe("the feed preview", () => {
  it("cuts the text where each network folds it", () => {
    const text = "a".repeat(300);
    expect(foldText(text, FEED_PREVIEW.instagram.foldChars)).toEqual({ shown: "a".repeat(125), cut: true });
    expect(foldText(text, FEED_PREVIEW.x.foldChars)).toEqual({ shown: text, cut: false });
    expect(foldText("short", FEED_PREVIEW.linkedin.foldChars).cut).toBe(false);
  });

  it("finds the first link for the link card", () => {
    expect(firstLink("Read https://www.example.com/a?b=1 and http://other.org")).toEqual({
      url: "https://www.example.com/a?b=1",
      host: "example.com",
    });
    expect(firstLink("no link here")).toBeNull();
  });
});
