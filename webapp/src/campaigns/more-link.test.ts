import { describe, expect, it, vi } from "vitest";
import { moreLinkElement } from "./more-link";

describe("a month day's more link", () => {
  it("counts the day's posts left out, names the day, and opens it when clicked", () => {
    const onOpen = vi.fn();
    const day = new Date("2026-12-02T00:00:00.000Z");
    const link = moreLinkElement(3, day, "more", onOpen);
    expect(link.type).toBe("button");
    expect(link.className).toBe("more");
    expect(link.textContent).toBe("+3 more");
    expect(link.getAttribute("aria-label")).toBe("Show 3 more posts on 2 December in the week view");
    link.click();
    expect(onOpen).toHaveBeenCalledWith(day);
  });

  it("says post for one", () => {
    expect(moreLinkElement(1, new Date("2026-12-31T00:00:00.000Z"), "more", () => undefined).getAttribute("aria-label")).toBe(
      "Show 1 more post on 31 December in the week view",
    );
  });
});
