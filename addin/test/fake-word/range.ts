import { FakeApiError, FakeClientObject, type FakeContext } from "./context";
import type { LiveRange } from "./model";
import { searchHits } from "./word-search";

/** Splits text after each ending mark and the spacing that follows it (getTextRanges with trimSpacing false). */
export const splitAtMarks = (text: string, marks: readonly string[]): { start: number; end: number }[] => {
  const pieces: { start: number; end: number }[] = [];
  let start = 0;
  let index = 0;
  while (index < text.length) {
    const character = text[index] ?? "";
    index += 1;
    if (marks.includes(character)) {
      while (index < text.length && /\s/.test(text[index] ?? "")) {
        index += 1;
      }
      pieces.push({ start, end: index });
      start = index;
    }
  }
  if (start < text.length) {
    pieces.push({ start, end: text.length });
  }
  return pieces;
};

export class FakeFont extends FakeClientObject {
  constructor(
    context: FakeContext,
    private readonly owner: FakeRange,
  ) {
    super(context);
  }

  get highlightColor(): string | null {
    return this.loaded<string | null>("highlightColor");
  }

  set highlightColor(color: string | null) {
    this.context.enqueue(() => this.context.model.setHighlight(this.owner.live, color));
  }

  loadNow(path: string[]): void {
    if (path[0] === "highlightColor" || path[0] === "*") {
      this.values.set("highlightColor", this.context.model.highlightOf(this.owner.live));
    }
  }

  protected loadPath(path: string[]): void {
    this.loadNow(path);
  }
}

/** A Word.Range over part of one paragraph. */
export class FakeRange extends FakeClientObject {
  private target: LiveRange | null = null;
  private fontProxy: FakeFont | null = null;
  isTracked = false;

  /** A range that an operation of the batch will produce. */
  static produced(context: FakeContext, produce: () => LiveRange): FakeRange {
    const range = new FakeRange(context);
    context.enqueue(() => {
      range.target = produce();
    });
    return range;
  }

  /** A range that exists already (a collection's item, made while the batch runs). */
  static of(context: FakeContext, live: LiveRange): FakeRange {
    const range = new FakeRange(context);
    range.target = live;
    return range;
  }

  get live(): LiveRange {
    if (!this.target) {
      throw new FakeApiError("InvalidObjectPath", "the range does not exist yet: its batch has not run");
    }
    return this.target;
  }

  get text(): string {
    return this.loaded<string>("text");
  }

  get font(): FakeFont {
    this.fontProxy ??= new FakeFont(this.context, this);
    return this.fontProxy;
  }

  loadNow(path: string[]): void {
    const [first, ...rest] = path;
    if (first === "text" || first === "*") {
      this.values.set("text", this.context.model.textOf(this.live));
    }
    if (first === "font") {
      this.font.loadNow(rest.length > 0 ? rest : ["*"]);
    }
  }

  protected loadPath(path: string[]): void {
    this.loadNow(path);
  }

  search(searchText: string, options: { matchCase?: boolean; matchWildcards?: boolean } = {}): FakeRangeCollection {
    return new FakeRangeCollection(this.context, () => {
      if (options.matchWildcards) {
        throw new FakeApiError("InvalidArgument", "the fake host does not do wildcard searches");
      }
      const live = this.live;
      const hits = searchHits(this.context.model.textOf(live), searchText, options.matchCase ?? false);
      return hits.map((hit) => live.paragraph.range(live.start + hit.start, live.start + hit.end));
    });
  }

  getTextRanges(endingMarks: string[], trimSpacing = false): FakeRangeCollection {
    return new FakeRangeCollection(this.context, () => {
      if (trimSpacing) {
        throw new FakeApiError("InvalidArgument", "the fake host only splits with trimSpacing false");
      }
      const live = this.live;
      return splitAtMarks(this.context.model.textOf(live), endingMarks).map((piece) =>
        live.paragraph.range(live.start + piece.start, live.start + piece.end),
      );
    });
  }

  expandTo(other: FakeRange): FakeRange {
    return FakeRange.produced(this.context, () => {
      const a = this.live;
      const b = other.live;
      if (a.paragraph !== b.paragraph) {
        throw new FakeApiError("InvalidArgument", "the fake host only joins ranges of one paragraph");
      }
      return a.paragraph.range(Math.min(a.start, b.start), Math.max(a.end, b.end));
    });
  }

  insertText(text: string, location: string): FakeRange {
    return FakeRange.produced(this.context, () => {
      if (location !== "Replace") {
        throw new FakeApiError("InvalidArgument", `the fake host only inserts with "Replace", not "${location}"`);
      }
      const live = this.live;
      this.context.model.replace(live, text);
      return live.paragraph.range(live.start, live.end);
    });
  }

  select(): void {
    this.context.enqueue(() => {
      this.context.model.selected = this.live;
    });
  }

  highlight(): void {
    this.context.enqueue(() => {
      this.context.requireWordApi("1.8", "Range.highlight");
      this.context.model.temporaryHighlights.add(this.live);
    });
  }

  removeHighlight(): void {
    this.context.enqueue(() => {
      this.context.requireWordApi("1.8", "Range.removeHighlight");
      this.context.model.temporaryHighlights.delete(this.live);
    });
  }

  track(): this {
    this.isTracked = true;
    this.context.enqueue(() => this.context.model.tracked.add(this.live));
    return this;
  }

  untrack(): this {
    this.isTracked = false;
    this.context.enqueue(() => this.context.model.tracked.delete(this.live));
    return this;
  }
}

/** A Word.RangeCollection: computed when its operation runs, readable after load and sync. */
export class FakeRangeCollection extends FakeClientObject {
  private computed: LiveRange[] | null = null;

  constructor(context: FakeContext, produce: () => LiveRange[]) {
    super(context);
    context.enqueue(() => {
      this.computed = produce();
    });
  }

  get items(): FakeRange[] {
    return this.loaded<FakeRange[]>("items");
  }

  protected loadPath(path: string[]): void {
    const [first, ...rest] = path;
    if (first !== "items" && first !== "*") {
      return;
    }
    const items = this.values.has("items") ? this.items : (this.computed ?? []).map((live) => FakeRange.of(this.context, live));
    this.values.set("items", items);
    if (rest.length > 0) {
      for (const item of items) {
        item.loadNow(rest);
      }
    }
  }
}
