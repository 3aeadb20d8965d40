import { FakeApiError, FakeClientObject, type FakeContext } from "./context";
import type { FakeParagraph } from "./model";
import { FakeRange, type FakeRangeCollection } from "./range";

/** OfficeExtension.ClientResult: its value is there after the sync that ran the call. */
export class FakeClientResult<T> {
  private result: { value: T } | null = null;

  resolve(value: T): void {
    this.result = { value };
  }

  get value(): T {
    if (!this.result) {
      throw new FakeApiError("PropertyNotLoaded", "the value is not available before context.sync()");
    }
    return this.result.value;
  }
}

/** Word.TableCell, or its null object for a paragraph outside tables. */
export class FakeTableCell extends FakeClientObject {
  constructor(
    context: FakeContext,
    private readonly paragraph: FakeParagraph,
  ) {
    super(context);
  }

  get isNullObject(): boolean {
    return this.loaded<boolean>("isNullObject");
  }

  get cellIndex(): number {
    return this.loaded<number>("cellIndex");
  }

  get rowIndex(): number {
    return this.loaded<number>("rowIndex");
  }

  protected loadPath(path: string[]): void {
    const cell = this.paragraph.cell;
    this.values.set("isNullObject", cell === undefined);
    if (cell && (path[0] === "cellIndex" || path[0] === "*")) {
      this.values.set("cellIndex", cell.cell);
    }
    if (cell && (path[0] === "rowIndex" || path[0] === "*")) {
      this.values.set("rowIndex", cell.row);
    }
  }
}

export class FakeParagraphProxy extends FakeClientObject {
  constructor(
    context: FakeContext,
    readonly paragraph: FakeParagraph,
  ) {
    super(context);
  }

  get text(): string {
    return this.loaded<string>("text");
  }

  get tableNestingLevel(): number {
    return this.loaded<number>("tableNestingLevel");
  }

  get uniqueLocalId(): string {
    return this.loaded<string>("uniqueLocalId");
  }

  get parentTableCellOrNullObject(): FakeTableCell {
    return new FakeTableCell(this.context, this.paragraph);
  }

  loadNow(path: string[]): void {
    const [first] = path;
    if (first === "text" || first === "*") {
      this.values.set("text", this.paragraph.textWithDeletions);
    }
    if (first === "tableNestingLevel" || first === "*") {
      this.values.set("tableNestingLevel", this.paragraph.cell ? 1 : 0);
    }
    if (first === "uniqueLocalId") {
      this.context.requireWordApi("1.6", "Paragraph.uniqueLocalId");
      this.values.set("uniqueLocalId", this.paragraph.id);
    }
  }

  protected loadPath(path: string[]): void {
    this.loadNow(path);
  }

  getRange(location = "Whole"): FakeRange {
    return FakeRange.produced(this.context, () => {
      if (location !== "Whole" && location !== "Content") {
        throw new FakeApiError("InvalidArgument", `the fake host has no "${location}" paragraph range`);
      }
      return this.paragraph.range(0, this.paragraph.text.length);
    });
  }

  getTextRanges(endingMarks: string[], trimSpacing = false): FakeRangeCollection {
    return this.getRange("Whole").getTextRanges(endingMarks, trimSpacing);
  }

  search(searchText: string, options: { matchCase?: boolean } = {}): FakeRangeCollection {
    return this.getRange("Whole").search(searchText, options);
  }

  getReviewedText(version: "Original" | "Current" = "Current"): FakeClientResult<string> {
    const result = new FakeClientResult<string>();
    this.context.enqueue(() => {
      this.context.requireWordApi("1.4", "Paragraph.getReviewedText");
      result.resolve(version === "Current" ? this.paragraph.text : this.paragraph.textWithDeletions);
    });
    return result;
  }

  getText(options: { IncludeHiddenText?: boolean; IncludeTextMarkedAsDeleted?: boolean } = {}): FakeClientResult<string> {
    const result = new FakeClientResult<string>();
    this.context.enqueue(() => {
      this.context.requireWordApi("1.7", "Paragraph.getText");
      result.resolve(options.IncludeTextMarkedAsDeleted ? this.paragraph.textWithDeletions : this.paragraph.text);
    });
    return result;
  }
}

/** Word.ParagraphCollection over the paragraphs `source` names when the collection is loaded. */
export class FakeParagraphCollection extends FakeClientObject {
  constructor(
    context: FakeContext,
    private readonly source: () => FakeParagraph[],
  ) {
    super(context);
  }

  get items(): FakeParagraphProxy[] {
    return this.loaded<FakeParagraphProxy[]>("items");
  }

  protected loadPath(path: string[]): void {
    const [first, ...rest] = path;
    if (first !== "items" && first !== "*") {
      return;
    }
    const items = this.values.has("items") ? this.items : this.source().map((paragraph) => new FakeParagraphProxy(this.context, paragraph));
    this.values.set("items", items);
    if (rest.length > 0) {
      for (const item of items) {
        item.loadNow(rest);
      }
    }
  }
}
