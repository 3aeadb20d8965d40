import { describe, expect, it } from "vitest";
import { detectWordSupport } from "./word-support";

const upTo = (highest: string) => ({
  isSetSupported: (name: string, version = "1.1") => name === "WordApi" && Number(version) <= Number(highest),
});

describe("detectWordSupport", () => {
  it("uses only Paragraph.text and persistent highlights on WordApi 1.3", () => {
    expect(detectWordSupport(upTo("1.3"))).toEqual({ textWithoutDeletions: "text", temporaryHighlight: false, changeTracking: false });
  });

  it("reads reviewed text and tracks changes from 1.4", () => {
    expect(detectWordSupport(upTo("1.4"))).toEqual({
      textWithoutDeletions: "getReviewedText",
      temporaryHighlight: false,
      changeTracking: true,
    });
  });

  it("prefers getText from 1.7 and temporary highlights from 1.8", () => {
    expect(detectWordSupport(upTo("1.7")).textWithoutDeletions).toBe("getText");
    expect(detectWordSupport(upTo("1.8"))).toEqual({ textWithoutDeletions: "getText", temporaryHighlight: true, changeTracking: true });
  });
});
