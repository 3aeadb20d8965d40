import { FakeClientObject, type FakeContext } from "./context";
import type { TrackingMode } from "./model";
import { FakeParagraphCollection } from "./paragraph";

export class FakeBody {
  readonly paragraphs: FakeParagraphCollection;

  constructor(context: FakeContext) {
    this.paragraphs = new FakeParagraphCollection(context, () => context.model.paragraphs);
  }
}

/** The selection: only the paragraphs it touches are needed by the add-in. */
export class FakeSelection {
  readonly paragraphs: FakeParagraphCollection;

  constructor(context: FakeContext) {
    this.paragraphs = new FakeParagraphCollection(context, () => {
      const { first, last } = context.model.selection;
      return context.model.paragraphs.slice(first, last + 1);
    });
  }
}

export class FakeWordDocument extends FakeClientObject {
  readonly body: FakeBody;

  constructor(context: FakeContext) {
    super(context);
    this.body = new FakeBody(context);
  }

  get changeTrackingMode(): TrackingMode {
    return this.loaded<TrackingMode>("changeTrackingMode");
  }

  set changeTrackingMode(mode: TrackingMode) {
    this.context.enqueue(() => {
      this.context.requireWordApi("1.4", "Document.changeTrackingMode");
      this.context.model.changeTrackingMode = mode;
    });
  }

  getSelection(): FakeSelection {
    return new FakeSelection(this.context);
  }

  protected loadPath(path: string[]): void {
    if (path[0] === "changeTrackingMode" || path[0] === "*") {
      this.context.requireWordApi("1.4", "Document.changeTrackingMode");
      this.values.set("changeTrackingMode", this.context.model.changeTrackingMode);
    }
  }
}
