import { afterEach, describe, expect, it } from "vitest";
import { destroyTestEditors, positionOf, testEditor } from "../core/testing/editor";
import { buildPages } from "./test-documents";
import { citationSelectionProblem, LINK_NEEDS_SELECTION, LINK_SINGLE_SENTENCE, linkSelectionProblem } from "./selection-rules";

afterEach(destroyTestEditors);

const select = (text: string, from: string, to: string) => {
  const editor = testEditor(buildPages([text, "Second paragraph here."]));
  const start = positionOf(editor, from);
  const end = positionOf(editor, to) + to.length;
  editor.commands.setTextSelection({ from: start, to: end });
  return editor;
};

describe("link and citation selection rules (spec document 2 §5)", () => {
  it("needs at least one selected character", () => {
    const editor = testEditor(buildPages(["Hello there."]));
    editor.commands.setTextSelection(3);
    expect(linkSelectionProblem(editor.state)).toBe("Please select Atleast one character to add link");
    expect(LINK_NEEDS_SELECTION).toBe("Please select Atleast one character to add link");
    expect(citationSelectionProblem(editor.state)).toBe("Please select Atleast one character to add citation");
  });

  it("accepts text within one sentence, its surrounding spaces ignored", () => {
    expect(linkSelectionProblem(select("Dr. Smith went home. Then he slept.", "Smith", "home").state)).toBeNull();
    expect(linkSelectionProblem(select("Dr. Smith went home. Then he slept.", "home. ", "home. ").state)).toBeNull();
  });

  it("refuses text across two sentences or two paragraphs", () => {
    expect(linkSelectionProblem(select("One sentence. Another one.", "sentence", "Another").state)).toBe(
      "Please select text  within a single sentence boundary.",
    );
    expect(linkSelectionProblem(select("First paragraph.", "paragraph.", "Second").state)).toBe(LINK_SINGLE_SENTENCE);
  });
});
