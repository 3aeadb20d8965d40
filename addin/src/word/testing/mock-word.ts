import { OfficeMockObject } from "office-addin-mock";

type Seed = ConstructorParameters<typeof OfficeMockObject>[0];

/**
 * The collection shim office-addin-mock needs (handbook addin.md §6): its seeds turn
 * arrays into plain values, so `load("items/text")` on a collection throws and the items are not
 * mocks. This collection's load always loads "items" and hands the rest of each path to every
 * item (itself an OfficeMockObject); its items are readable after the context's next sync.
 */
class MockCollection {
  private requested = false;
  private available = false;

  constructor(readonly mocks: OfficeMockObject[]) {}

  load(properties = "items"): this {
    this.requested = true;
    const itemProperties = properties
      .split(",")
      .map((path) => path.trim())
      .filter((path) => path.startsWith("items/"))
      .map((path) => path.slice("items/".length));
    if (itemProperties.length > 0) {
      for (const item of this.mocks) {
        item.load(itemProperties.join(","));
      }
    }
    return this;
  }

  get items(): OfficeMockObject[] {
    if (!this.available) {
      throw new Error("items were not loaded and synced");
    }
    return this.mocks;
  }

  /** Called by the mock context's sync. */
  afterSync(): void {
    this.available = this.available || this.requested;
  }
}

/** A mock object from a seed (office-addin-mock), for one paragraph, range or table cell. */
export const mockObject = (seed: Seed): OfficeMockObject => new OfficeMockObject(seed);

/**
 * A Word.RequestContext made of office-addin-mock objects plus collection shims, whose sync()
 * also syncs the collections' items and counts round trips.
 */
export const createMockContext = (seed: Seed) => {
  const context = new OfficeMockObject(seed);
  const collections: MockCollection[] = [];
  const extraMocks: OfficeMockObject[] = [];
  const sync = OfficeMockObject.prototype.sync;
  let syncs = 0;
  Object.assign(context, {
    async sync() {
      syncs += 1;
      await sync.call(context);
      for (const collection of collections) {
        for (const item of collection.mocks) {
          await item.sync();
        }
        collection.afterSync();
      }
      for (const mock of extraMocks) {
        await mock.sync();
      }
    },
  });
  return {
    context,
    /** Registers a collection so the context's sync reaches its items. */
    collection(mocks: OfficeMockObject[]): MockCollection {
      const collection = new MockCollection(mocks);
      collections.push(collection);
      return collection;
    },
    /** Registers mocks created outside the seed (ranges returned by methods) so sync reaches them. */
    track(...mocks: OfficeMockObject[]): void {
      extraMocks.push(...mocks);
    },
    get syncs() {
      return syncs;
    },
  };
};

/** Hands a mock to code typed against Office.js (the mock implements only what the test seeds). */
export const asWord = <T>(mock: object): T => mock as T;
