import { Fragment, Slice, type Node as ProseMirrorNode } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { pagesToEditorDoc } from "../conversion/to-editor";
import { toDocNode } from "../conversion/editor-schema";
import { footnote, fragment, sentence, block, tableRow, textBlock } from "../testing/fixtures";
import { unitChange } from "./unit-change";
import { layoutUnits } from "./units";

const docOf = (blocks: Parameters<typeof pagesToEditorDoc>[0][number]["blocks"]): ProseMirrorNode =>
  toDocNode(pagesToEditorDoc([{ blocks }]));
const laidOut = (doc: ProseMirrorNode) => ({ doc, units: layoutUnits(doc) });

/** The text of a unit, to tell which units a change names. */
const textOf = (doc: ProseMirrorNode, index: number | undefined) =>
  index === undefined ? null : (layoutUnits(doc)[index]?.node.textContent ?? "(end)");

const paragraphs = ["One.", "Two.", "Three.", "Four.", "Five."].map((text) => textBlock("text", text));

describe("unitChange", () => {
  it("is null when the document is the same", () => {
    const doc = docOf(paragraphs);
    expect(unitChange(laidOut(doc), doc, layoutUnits(doc))).toBeNull();
  });

  it("names the typed-in block as changed and the blocks after it as the unchanged end", () => {
    const before = docOf(paragraphs);
    const pos = before.child(0).nodeSize + before.child(1).nodeSize + 3;
    const afterTyping = before.replace(pos, pos, new Slice(Fragment.from(before.type.schema.text("x")), 0, 0));
    const change = unitChange(laidOut(before), afterTyping, layoutUnits(afterTyping));
    expect(textOf(afterTyping, change?.firstChanged)).toBe("Thxree.");
    expect(change?.tail).toMatchObject({ start: 3, unitShift: 0, posShift: 1 });
  });

  it("counts inserted blocks in the unit and position shifts of the unchanged end", () => {
    const before = docOf(paragraphs);
    const inserted = docOf(
      [
        paragraphs[0],
        paragraphs[1],
        textBlock("text", "New A."),
        textBlock("text", "New B."),
        paragraphs[2],
        paragraphs[3],
        paragraphs[4],
      ].filter((stored) => stored !== undefined),
    );
    const change = unitChange(laidOut(before), inserted, layoutUnits(inserted));
    expect(textOf(inserted, change?.firstChanged)).toBe("New A.");
    expect(textOf(inserted, change?.tail?.start)).toBe("Three.");
    expect(change?.tail?.unitShift).toBe(2);
    const units = layoutUnits(inserted);
    const previousUnits = layoutUnits(before);
    const tailStart = change?.tail?.start ?? 0;
    expect((units[tailStart]?.pos ?? 0) - (change?.tail?.posShift ?? 0)).toBe(
      previousUnits[tailStart - (change?.tail?.unitShift ?? 0)]?.pos,
    );
  });

  it("takes a whole table as changed when one cell changes (its rows share column widths)", () => {
    const rows = (cell: string) => [
      tableRow([["Thread"], ["Count"]], { isHeadNode: true }),
      tableRow([["Warp"], [cell]]),
      tableRow([["Weft"], ["7"]]),
    ];
    const intro = textBlock("text", "Intro.");
    const outro = textBlock("text", "After.");
    const before = docOf([intro, ...rows("12"), outro]);
    const after = docOf([intro, ...rows("12 and a long note"), outro]);
    const change = unitChange(laidOut(before), after, layoutUnits(after));
    expect(textOf(after, change?.firstChanged)).toBe("ThreadCount");
    expect(textOf(after, change?.tail?.start)).toBe("After.");
  });

  it("reuses no end when the number of footer citations changed (their numbers can rewrap lines)", () => {
    const before = docOf(paragraphs);
    const cited = docOf([block("text", [sentence(fragment("Cited", { citation: footnote(0, "On looms") }), ".")]), ...paragraphs.slice(1)]);
    expect(unitChange(laidOut(before), cited, layoutUnits(cited))).toEqual({ firstChanged: 0, tail: null });
  });

  it("has an empty unchanged end when the last block changed", () => {
    const before = docOf(paragraphs);
    const after = docOf([...paragraphs.slice(0, 4), { ...textBlock("text", "Five, changed."), id: paragraphs[4]?.id ?? "" }]);
    const change = unitChange(laidOut(before), after, layoutUnits(after));
    expect(change?.firstChanged).toBe(4);
    expect(change?.tail?.start).toBe(5);
  });
});
