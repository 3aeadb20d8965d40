import { describe, expect, it } from "vitest";
import { createOriginAllowList } from "./origin-allow-list";

describe("origin allow list", () => {
  it("normalises entries to their origin and matches exactly", () => {
    const list = createOriginAllowList(["https://word.example.com/addin/taskpane.html", "http://localhost:3000/"]);
    expect(list.origins).toEqual(["https://word.example.com", "http://localhost:3000"]);
    expect(list.has("https://word.example.com")).toBe(true);
    expect(list.has("http://localhost:3000")).toBe(true);
  });

  it("refuses look-alike origins: other scheme, port, sub-domain, suffix or prefix", () => {
    const list = createOriginAllowList(["https://word.example.com"]);
    for (const origin of [
      "http://word.example.com",
      "https://word.example.com:8443",
      "https://evil.word.example.com",
      "https://word.example.com.evil.test",
      "https://evilword.example.com",
      "https://word.example.co",
      "https://WORD.example.com/",
      "null",
      "",
    ]) {
      expect(list.has(origin), origin).toBe(false);
    }
  });

  it("drops entries that are not http(s) URLs", () => {
    const list = createOriginAllowList(["not a url", "file:///tmp/x.html", "data:text/html,hi", "javascript:alert(1)", "*"]);
    expect(list.origins).toEqual([]);
  });

  it("allows nothing when empty (fail closed)", () => {
    const list = createOriginAllowList([]);
    expect(list.has("https://word.example.com")).toBe(false);
    expect(list.has("null")).toBe(false);
  });
});
