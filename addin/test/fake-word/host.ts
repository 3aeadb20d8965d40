import { FakeApiError, FakeContext, type FakeHostSettings, type SyncCounter } from "./context";
import { FakeWordDocument } from "./document";
import { FakeDocumentModel, type ParagraphSpec } from "./model";
import { createFakeOffice, LIGHT_THEME, type FakeOffice, type FakeOfficeControl } from "./office";
import type { FakeRange } from "./range";

/** Word.RequestContext as the fake provides it. */
export class FakeRequestContext {
  readonly document: FakeWordDocument;
  readonly trackedObjects = {
    add: (range: FakeRange) => range.track(),
    remove: (range: FakeRange) => range.untrack(),
  };

  constructor(readonly batch: FakeContext) {
    this.document = new FakeWordDocument(batch);
    contexts.set(batch, this);
  }

  sync(): Promise<void> {
    return this.batch.sync();
  }
}

const contexts = new WeakMap<FakeContext, FakeRequestContext>();

type Batch<T> = (context: FakeRequestContext) => Promise<T>;

export interface FakeWordHost {
  Office: FakeOffice;
  Word: { run<T>(objectOrBatch: FakeRange | Batch<T>, batch?: Batch<T>): Promise<T> };
  model: FakeDocumentModel;
  settings: FakeHostSettings;
  counter: SyncCounter;
  control: FakeOfficeControl;
  /** Replaces the document. */
  load(paragraphs: readonly ParagraphSpec[]): void;
}

/**
 * A Word host in memory: the `Office` and `Word` globals the add-in uses, over a document model,
 * counting every context.sync(). Word.run(range, batch) reuses the range's context and refuses
 * a range that is not tracked, as Word refuses objects from a finished batch.
 */
export const createFakeWordHost = (options: Partial<FakeHostSettings> = {}): FakeWordHost => {
  const settings: FakeHostSettings = { wordApi: "1.4", syncLatencyMs: 0, ...options };
  const counter: SyncCounter = { syncs: 0, lastSyncEndedAt: 0 };
  const model = new FakeDocumentModel();
  const control: FakeOfficeControl = {
    theme: { ...LIGHT_THEME },
    openDialog: () => ({ error: 12011 }),
    messageParent: () => undefined,
  };

  const run = async <T>(objectOrBatch: FakeRange | Batch<T>, maybeBatch?: Batch<T>): Promise<T> => {
    let context: FakeRequestContext;
    let batch: Batch<T>;
    if (typeof objectOrBatch === "function") {
      context = new FakeRequestContext(new FakeContext(model, settings, counter));
      batch = objectOrBatch;
    } else {
      const existing = contexts.get(objectOrBatch.context);
      if (!existing || !objectOrBatch.isTracked || !maybeBatch) {
        throw new FakeApiError("InvalidObjectPath", "Word.run(object) needs an object tracked in an earlier batch");
      }
      context = existing;
      batch = maybeBatch;
    }
    const result = await batch(context);
    if (context.batch.pending > 0) {
      await context.sync();
    }
    return result;
  };

  return {
    Office: createFakeOffice(settings, control),
    Word: { run },
    model,
    settings,
    counter,
    control,
    load: (paragraphs) => model.load(paragraphs),
  };
};

/** Puts the host's globals on `target` (window in the browser and in jsdom tests). */
export const installFakeWordHost = (host: FakeWordHost, target: object = globalThis): void => {
  Object.assign(target, { Office: host.Office, Word: host.Word });
};

/** Removes the globals again. */
export const uninstallFakeWordHost = (target: object = globalThis): void => {
  Reflect.deleteProperty(target, "Office");
  Reflect.deleteProperty(target, "Word");
};
