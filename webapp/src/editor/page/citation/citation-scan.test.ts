import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { afterEach, describe, expect, it } from "vitest";
import { destroyTestEditors, positionOf, testEditor } from "../../core/testing/editor";
import { everyElementPages } from "../../core/testing/fixtures";
import { scanCitations } from "./citation-scan";

afterEach(destroyTestEditors);

/** Positions of the citation nodes by a plain whole-document walk. */
const citationPositions = (doc: ProseMirrorNode): number[] => {
  const positions: number[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name === "citation") {
      positions.push(pos);
    }
    return true;
  });
  return positions;
};

describe("scanCitations", () => {
  it("finds the citations in document order at their positions, before and after edits elsewhere", () => {
    const editor = testEditor(everyElementPages());
    const before = scanCitations(editor.state.doc);
    expect(before.map((citation) => citation.pos)).toEqual(citationPositions(editor.state.doc));
    expect(before.map((citation) => citation.fields.title)).toEqual(["Notes", "On looms", "Leading", "Formatted"]);
    for (const citation of before) {
      expect(editor.state.doc.nodeAt(citation.pos)?.type.name).toBe("citation");
    }

    editor.chain().setTextSelection(positionOf(editor, "The loom")).insertContent("Before ").run();
    const after = scanCitations(editor.state.doc);
    expect(after.map((citation) => citation.pos)).toEqual(citationPositions(editor.state.doc));
    expect(after.map((citation) => citation.key)).toEqual(before.map((citation) => citation.key));
  });
});
