import { describe, expect, it } from "vitest";
import { isServerPage, safeNext } from "./RequireAuth";

describe("where sign-in goes back to", () => {
  it("public articles and lists are server pages (a full page load); app screens are the router's", () => {
    expect(isServerPage("/publications/@ada/on-writing#comments")).toBe(true);
    expect(isServerPage("/publications/trending")).toBe(true);
    expect(isServerPage("/publications")).toBe(true);
    expect(isServerPage("/writing/app/publications/trending")).toBe(false);
    expect(isServerPage("/publicationsx")).toBe(false);
    expect(safeNext("//evil.example/publications/x", "/writing/app/list")).toBe("/writing/app/list");
  });
});
