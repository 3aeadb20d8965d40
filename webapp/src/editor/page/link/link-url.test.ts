import { describe, expect, it } from "vitest";
import { normalizeLinkUrl } from "./link-url";

describe("normalizeLinkUrl", () => {
  it("adds https to addresses without a scheme", () => {
    expect(normalizeLinkUrl(" example.com/path ")).toBe("https://example.com/path");
    expect(normalizeLinkUrl("www.example.org")).toBe("https://www.example.org");
    expect(normalizeLinkUrl("localhost:3000")).toBe("https://localhost:3000");
  });

  it("keeps http, https and mailto addresses", () => {
    expect(normalizeLinkUrl("http://example.com")).toBe("http://example.com");
    expect(normalizeLinkUrl("HTTPS://Example.com")).toBe("HTTPS://Example.com");
    expect(normalizeLinkUrl("mailto:ada@example.com")).toBe("mailto:ada@example.com");
  });

  it("refuses other schemes and text that is no address", () => {
    expect(normalizeLinkUrl("javascript:alert(1)")).toBeNull();
    expect(normalizeLinkUrl("data:text/html,x")).toBeNull();
    expect(normalizeLinkUrl("not an address")).toBeNull();
    expect(normalizeLinkUrl("word")).toBeNull();
    expect(normalizeLinkUrl("   ")).toBeNull();
  });
});
