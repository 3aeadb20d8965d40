/**
 * The fake Word host's document: paragraphs of plain text with a highlight colour per character,
 * optional table cells and tracked deletions, and live ranges that follow edits the way Word's
 * tracked ranges do. Used by the add-in's unit tests, its browser test and its benchmark.
 */

export interface ParagraphSpec {
  text: string;
  /** The paragraph sits in a table cell. */
  cell?: { table: number; row: number; cell: number };
  /** Text marked as deleted under Track Changes, at an offset of `text` (still shown by Paragraph.text). */
  deletions?: { at: number; text: string }[];
  /** Highlight colour of every character (default none). */
  highlightColor?: string | null;
}

export interface LiveRange {
  paragraph: FakeParagraph;
  start: number;
  end: number;
}

export interface Revision {
  kind: "insert" | "delete";
  text: string;
}

export class FakeParagraph {
  text: string;
  colors: (string | null)[];
  readonly cell: ParagraphSpec["cell"];
  deletions: { at: number; text: string }[];
  readonly ranges = new Set<LiveRange>();
  readonly id: string;

  constructor(spec: ParagraphSpec, id: string) {
    this.text = spec.text;
    this.colors = new Array<string | null>(spec.text.length).fill(spec.highlightColor ?? null);
    this.cell = spec.cell;
    this.deletions = [...(spec.deletions ?? [])];
    this.id = id;
  }

  /** Paragraph.text as Word on the web reports it: tracked-deleted text included (office-js #1267). */
  get textWithDeletions(): string {
    let text = this.text;
    for (const deletion of [...this.deletions].sort((a, b) => b.at - a.at)) {
      text = text.slice(0, deletion.at) + deletion.text + text.slice(deletion.at);
    }
    return text;
  }

  range(start: number, end: number): LiveRange {
    const range: LiveRange = { paragraph: this, start, end };
    this.ranges.add(range);
    return range;
  }
}

export type TrackingMode = "Off" | "TrackAll" | "TrackMineOnly";

const mapPoint = (point: number, isStart: boolean, start: number, end: number, inserted: number): number => {
  if (point < start || (point === start && (isStart || start < end))) {
    return point;
  }
  if (point >= end) {
    return point + inserted - (end - start);
  }
  return isStart ? start : start + inserted;
};

export class FakeDocumentModel {
  paragraphs: FakeParagraph[] = [];
  /** Paragraph indexes the selection covers (inclusive). */
  selection: { first: number; last: number } = { first: 0, last: 0 };
  changeTrackingMode: TrackingMode = "Off";
  readonly revisions: Revision[] = [];
  /** Ranges highlighted with Range.highlight() (WordApi 1.8). */
  readonly temporaryHighlights = new Set<LiveRange>();
  readonly tracked = new Set<LiveRange>();
  selected: LiveRange | null = null;
  private nextId = 1;

  load(specs: readonly ParagraphSpec[]): void {
    this.paragraphs = specs.map((spec) => new FakeParagraph(spec, `{fake-${this.nextId++}}`));
    this.selection = { first: 0, last: Math.max(0, specs.length - 1) };
    this.revisions.length = 0;
    this.temporaryHighlights.clear();
    this.tracked.clear();
    this.selected = null;
  }

  textOf(range: LiveRange): string {
    return range.paragraph.text.slice(range.start, range.end);
  }

  /** The highlight colour of a range: one colour (null for none), or "" when mixed, as Word reports it. */
  highlightOf(range: LiveRange): string | null {
    const colors = range.paragraph.colors.slice(range.start, range.end);
    const [first = null] = colors;
    return colors.every((color) => color === first) ? first : "";
  }

  setHighlight(range: LiveRange, color: string | null): void {
    range.paragraph.colors.fill(color, range.start, range.end);
  }

  /** Replaces a range's text; the new text takes the first replaced character's formatting, and every live range follows. */
  replace(range: LiveRange, text: string): void {
    const { paragraph, start, end } = range;
    const removed = paragraph.text.slice(start, end);
    const color = paragraph.colors[start] ?? paragraph.colors[start - 1] ?? null;
    paragraph.text = paragraph.text.slice(0, start) + text + paragraph.text.slice(end);
    paragraph.colors.splice(start, end - start, ...Array.from({ length: text.length }, () => color));
    for (const other of paragraph.ranges) {
      if (other === range) {
        continue;
      }
      other.start = mapPoint(other.start, true, start, end, text.length);
      other.end = Math.max(other.start, mapPoint(other.end, false, start, end, text.length));
    }
    range.end = start + text.length;
    for (const deletion of paragraph.deletions) {
      if (deletion.at >= end) {
        deletion.at += text.length - removed.length;
      }
    }
    if (this.changeTrackingMode !== "Off") {
      if (removed) {
        this.revisions.push({ kind: "delete", text: removed });
        paragraph.deletions.push({ at: start, text: removed });
      }
      if (text) {
        this.revisions.push({ kind: "insert", text });
      }
    }
  }
}
