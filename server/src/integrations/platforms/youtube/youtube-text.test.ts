import { describe, expect, it } from "vitest";
import { youtubeDescription, youtubeTitle } from "./youtube-text";

describe("YouTube text rules", () => {
  it("removes < and > from the description", () => {
    expect(youtubeDescription("a <b> c > d")).toBe("a b c  d");
  });

  it("cuts the description at 5,000 UTF-8 bytes on a whole character", () => {
    const emoji = "😀".repeat(1_300); // 4 bytes each
    const cut = youtubeDescription(emoji);
    expect(Buffer.byteLength(cut, "utf8")).toBe(5_000);
    expect(cut).toBe("😀".repeat(1_250));
    expect(Buffer.byteLength(youtubeDescription(`${"a".repeat(4_999)}é`), "utf8")).toBe(4_999);
    expect(youtubeDescription("short")).toBe("short");
  });

  it("keeps titles to 100 characters without < or >, never empty", () => {
    expect(youtubeTitle("<Launch>", "f")).toBe("Launch");
    expect([...youtubeTitle("ß".repeat(150), "f")]).toHaveLength(100);
    expect(youtubeTitle("  ", "clip")).toBe("clip");
    expect(youtubeTitle(undefined, "<>")).toBe("Untitled");
  });
});
