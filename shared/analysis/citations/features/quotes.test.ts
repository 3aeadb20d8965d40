import { describe, expect, it } from "vitest";
import { unattributedQuote } from "./quotes";

describe("quotations without a speaker", () => {
  it("finds quotations with no one named", () => {
    expect(unattributedQuote.detect("“Imagination is more important than knowledge.”")).toBe(
      "“Imagination is more important than knowledge.”",
    );
    expect(unattributedQuote.detect('As someone once said, "the early bird catches the worm."')).toBe('"the early bird catches the worm."');
  });

  it("accepts quotations with a named speaker or a dash credit", () => {
    expect(unattributedQuote.detect("“Imagination is more important than knowledge,” Einstein said.")).toBeNull();
    expect(unattributedQuote.detect("As Churchill put it, “we shall fight on the beaches.”")).toBeNull();
    expect(unattributedQuote.detect("She said, “I will be there at nine.”")).toBeNull();
    expect(unattributedQuote.detect("“Be the change you wish to see.” — Gandhi")).toBeNull();
  });

  it("ignores scare quotes and titles", () => {
    expect(unattributedQuote.detect("The so-called “free” plan costs money.")).toBeNull();
    expect(unattributedQuote.detect("We watched “The Lord of the Rings” again.")).toBeNull();
  });
});
