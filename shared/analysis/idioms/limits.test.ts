import { describe, expect, it } from "vitest";
import {
  IDIOM_MAX_WORDS,
  idiomCountFor,
  MORE_IDIOMS_NEEDS_MODEL,
  NO_IDIOMS_MESSAGE,
  NO_WORDS_MESSAGE,
  TOO_MANY_WORDS_MESSAGE,
} from "./limits";

describe("idiom limits (spec 3 §5, §9)", () => {
  it("asks for 1 idiom under 10 words, 2 up to 50, 3 up to 100, then 4", () => {
    expect([0, 1, 9].map(idiomCountFor)).toEqual([1, 1, 1]);
    expect([10, 50].map(idiomCountFor)).toEqual([2, 2]);
    expect([51, 100].map(idiomCountFor)).toEqual([3, 3]);
    expect([101, 500].map(idiomCountFor)).toEqual([4, 4]);
  });

  it("caps the text at 500 words and words the spec's messages", () => {
    expect(IDIOM_MAX_WORDS).toBe(500);
    expect(TOO_MANY_WORDS_MESSAGE).toBe("Too many words to process!");
    expect(NO_IDIOMS_MESSAGE).toBe("No Idioms Found");
    expect(NO_WORDS_MESSAGE).toBe("Please write your first word to start using tools.");
  });

  it("flags the language-model section so the UI shows it only with a model", () => {
    expect(MORE_IDIOMS_NEEDS_MODEL).toBe(true);
  });
});
