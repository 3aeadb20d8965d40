import { describe, expect, it } from "vitest";
import { decodeText } from "./decode-text";
import { textToDrafts } from "./text-to-drafts";

const texts = (drafts: ReturnType<typeof textToDrafts>) =>
  drafts.map((draft) => [draft.htmlType, draft.runs.map((run) => run.text).join("")]);

describe("decodeText", () => {
  it("reads UTF-8 with or without a BOM", () => {
    expect(decodeText(new TextEncoder().encode("Café ☕"))).toBe("Café ☕");
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, 0x48, 0x69]))).toBe("Hi");
  });

  it("reads UTF-16 little- and big-endian by their BOM", () => {
    expect(decodeText(Uint8Array.from([0xff, 0xfe, ...Buffer.from("Héllo", "utf16le")]))).toBe("Héllo");
    const bigEndian = Buffer.from("Héllo", "utf16le").swap16();
    expect(decodeText(Uint8Array.from([0xfe, 0xff, ...bigEndian]))).toBe("Héllo");
  });

  it("refuses invalid UTF-8 and binary data", () => {
    expect(decodeText(Uint8Array.from([0x48, 0xc3, 0x28]))).toBeNull();
    expect(decodeText(Uint8Array.from([0x48, 0x00, 0x49]))).toBeNull();
  });
});

describe("textToDrafts", () => {
  it("normalises CRLF, splits paragraphs on blank lines and joins wrapped lines", () => {
    expect(texts(textToDrafts("First line\r\nwraps here.\r\n\r\n\r\nSecond paragraph.\rStill second."))).toEqual([
      ["text", "First line wraps here."],
      ["text", "Second paragraph. Still second."],
    ]);
  });

  it("turns '- ', '* ', '• ' and '1.' lines into list items, indented ones nested", () => {
    expect(texts(textToDrafts("Intro:\n- one\n* two\n• three\n  - deeper\n1. first\n2) second\n\tiii. not a marker"))).toEqual([
      ["text", "Intro:"],
      ["bullet-item", "one"],
      ["bullet-item", "two"],
      ["bullet-item", "three"],
      ["nested-bullet-item", "deeper"],
      ["number-item", "first"],
      ["number-item", "second \tiii. not a marker"],
    ]);
  });

  it("does not take a hyphenated word or a year for a list", () => {
    expect(texts(textToDrafts("-not a bullet\n2024 was good"))).toEqual([["text", "-not a bullet 2024 was good"]]);
  });
});
