import { describe, expect, it } from "vitest";
import { cardEnd } from "./card-end";

describe("a post card's end on the calendar", () => {
  it("is an hour after the post during the day", () => {
    expect(cardEnd("2026-12-02T09:25:00")).toBe("2026-12-02T10:25:00");
    expect(cardEnd("2026-12-02T22:59:00")).toBe("2026-12-02T23:59:00");
  });

  it("stays on the post's own day from 23:00", () => {
    expect(cardEnd("2026-12-02T23:00:00")).toBe("2026-12-02T23:59:59");
    expect(cardEnd("2026-12-31T23:45:00")).toBe("2026-12-31T23:59:59");
  });
});
