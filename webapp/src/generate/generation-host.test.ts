import { describe, expect, it } from "vitest";
import { INITIAL_BLOG_FORM } from "./forms/blog-form";
import { INITIAL_PITCH_FORM } from "./forms/pitch-form";
import { generationDefaults, withDefaultToneStyle } from "./generation-host";

describe("generation defaults", () => {
  it("takes the add-in's tone, style and category", () => {
    expect(generationDefaults({ tone: "Neutral", style: "Formal", category: "Soft skills" })).toEqual({
      tone: "Neutral",
      style: "Formal",
      category: "Soft skills",
    });
  });

  it("matches a category in any case and drops one documents do not have", () => {
    expect(generationDefaults({ tone: "Neutral", style: "Formal", category: "soft SKILLS" }).category).toBe("Soft skills");
    expect(generationDefaults({ tone: "Neutral", style: "Formal", category: "Poetry" })).toEqual({ tone: "Neutral", style: "Formal" });
  });

  it("drops a tone or style longer than the requests take, and blank ones", () => {
    expect(generationDefaults({ tone: "x".repeat(41), style: "  ", category: "General" })).toEqual({ category: "General" });
    expect(generationDefaults(null)).toEqual({});
  });

  it("sets a form's tone, and its style only when the form has one", () => {
    expect(withDefaultToneStyle(INITIAL_BLOG_FORM, { tone: "Neutral", style: "Formal" })).toEqual({
      ...INITIAL_BLOG_FORM,
      tone: "Neutral",
      style: "Formal",
    });
    expect(withDefaultToneStyle(INITIAL_PITCH_FORM, { tone: "Neutral", style: "Formal" })).toEqual({
      ...INITIAL_PITCH_FORM,
      tone: "Neutral",
    });
    expect(withDefaultToneStyle(INITIAL_BLOG_FORM, {})).toEqual(INITIAL_BLOG_FORM);
  });
});
