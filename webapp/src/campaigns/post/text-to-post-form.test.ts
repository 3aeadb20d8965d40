import { describe, expect, it } from "vitest";
import { initialTextToPost, textToPostProblem } from "./text-to-post-form";

describe("text-to-post (spec 4 §5)", () => {
  const ready = { ...initialTextToPost(), documentId: "d1" };

  it("starts from the spec's defaults", () => {
    expect(initialTextToPost()).toMatchObject({
      style: "Simplified",
      tone: "Conversational",
      presentationStyle: "Storytelling",
      length: 100,
    });
  });

  it("asks for style, tone and presentation style with the spec's messages", () => {
    expect(textToPostProblem({ ...ready, style: "" })).toBe("Select a style to continue.");
    expect(textToPostProblem({ ...ready, tone: "" })).toBe("Select a tone to continue.");
    expect(textToPostProblem({ ...ready, presentationStyle: "" })).toBe("Select a Presentation Style to continue.");
  });

  it("needs a title for a new campaign", () => {
    expect(textToPostProblem({ ...ready, target: "new", newCampaignTitle: "  " })).toBe("Please Select a valid title");
    expect(textToPostProblem({ ...ready, target: "new", newCampaignTitle: "Launch" })).toBeNull();
    expect(textToPostProblem(ready)).toBeNull();
  });
});
