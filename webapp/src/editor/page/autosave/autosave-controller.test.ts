import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import type { Page } from "@wordloom/shared/model";
import { deferred } from "../../../test/render";
import { changedBlocks } from "../../core/conversion/changed-blocks";
import { AutosaveController, SAVE_DEBOUNCE_MS, SAVE_MAX_WAIT_MS, type AutosaveStatus } from "./autosave-controller";
import { saveBlocksBody, type ChangeSet, type SavedCopy } from "./change-set";
import { createIssueTypeNotes, type IssueTypeNotes } from "./issue-types";
import { createPendingStore, type PendingStore } from "./pending-store";
import { blockIds, pagesOf, textBlock, textOf, withText } from "./test-pages";

interface Harness {
  controller: AutosaveController;
  store: PendingStore;
  statuses: AutosaveStatus[];
  saves: { changes: ChangeSet; baseVersion: number }[];
  rebased: Page[][];
  server: SavedCopy;
}

type SaveImpl = (changes: ChangeSet, baseVersion: number) => Promise<{ version: number }>;

const networkDown = () => Promise.reject(new TypeError("Failed to fetch"));

const setup = ({
  base = { version: 1, pages: pagesOf(["a", "b"]) },
  save,
  issueTypes,
}: { base?: SavedCopy; save?: SaveImpl; issueTypes?: IssueTypeNotes } = {}): Harness => {
  const statuses: AutosaveStatus[] = [];
  const saves: Harness["saves"] = [];
  const rebased: Page[][] = [];
  const store = createPendingStore(localStorage, "pending-test");
  const harness: Harness = { controller: undefined as unknown as AutosaveController, store, statuses, saves, rebased, server: base };
  const defaultSave: SaveImpl = (changes, baseVersion) => Promise.resolve({ version: baseVersion + 1 });
  harness.controller = new AutosaveController({
    base,
    diff: changedBlocks,
    store,
    save: (changes, baseVersion) => {
      saves.push({ changes, baseVersion });
      return (save ?? defaultSave)(changes, baseVersion);
    },
    load: () => Promise.resolve(harness.server),
    onStatus: (status) => statuses.push(status),
    onRebase: (pages) => rebased.push(pages),
    ...(issueTypes ? { issueTypes } : {}),
  });
  return harness;
};

/** Runs timers and the promise callbacks they start. */
const advance = async (milliseconds: number) => {
  await vi.advanceTimersByTimeAsync(milliseconds);
};

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("AutosaveController", () => {
  it("saves only the changed blocks after a pause in typing, then shows saving started, completed and document updated", async () => {
    const { controller, saves, statuses, store } = setup();
    const edited = withText(pagesOf(["a", "b"]), "b", "Typed.");
    controller.update(edited);
    expect(store.read()?.changes.upserted.map((entry) => entry.block.id)).toEqual(["b"]);
    await advance(SAVE_DEBOUNCE_MS - 1);
    expect(saves).toHaveLength(0);
    await advance(1);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.baseVersion).toBe(1);
    expect(saves[0]?.changes.upserted.map((entry) => entry.block.id)).toEqual(["b"]);
    expect(statuses).toEqual(["saving", "saved"]);
    await advance(500);
    expect(statuses).toEqual(["saving", "saved", "updated"]);
    await advance(1_000);
    expect(statuses).toEqual(["saving", "saved", "updated", "idle"]);
    expect(store.read()).toBeNull();
  });

  it("saves a re-pagination but keeps only real edits in the pending store (the layout derives pages again)", async () => {
    const { controller, saves, store } = setup({ base: { version: 1, pages: pagesOf(["a", "b", "c"], ["d"]) } });
    const repaginated = pagesOf(["a", "b"], ["c", "d"]);
    controller.update(repaginated);
    expect(store.read()).toBeNull();
    const edited = withText(repaginated, "d", "Typed.");
    controller.update(edited);
    expect(store.read()?.changes.upserted.map((entry) => [entry.block.id, entry.pageIndex])).toEqual([["d", 1]]);
    await advance(SAVE_DEBOUNCE_MS);
    expect(saves[0]?.changes.upserted.map((entry) => [entry.block.id, entry.pageIndex])).toEqual([
      ["c", 1],
      ["d", 1],
    ]);
    expect(saveBlocksBody(saves[0]?.changes ?? { upserted: [], removed: [], pageCount: 1 }, 1).upserted[0]).not.toHaveProperty("pageOnly");
    await advance(SAVE_DEBOUNCE_MS);
    expect(store.read()).toBeNull();
  });

  it("debounces bursts of edits into one save, but saves at least every 5 s while typing goes on", async () => {
    const { controller, saves } = setup();
    let pages = pagesOf(["a", "b"]);
    for (let second = 0; second < 4; second += 1) {
      pages = withText(pages, "a", `Edit ${second}.`);
      controller.update(pages);
      await advance(SAVE_DEBOUNCE_MS - 100);
    }
    expect(saves).toHaveLength(0);
    await advance(SAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(1);
    for (let tick = 0; tick < 12; tick += 1) {
      pages = withText(pages, "a", `Again ${tick}.`);
      controller.update(pages);
      await advance(500);
    }
    expect(saves.length).toBe(2);
    expect(SAVE_MAX_WAIT_MS).toBe(5_000);
  });

  it("merges edits made during a save into the next save, based on the new version", async () => {
    const pending = deferred<{ version: number }>();
    let calls = 0;
    const { controller, saves } = setup({
      save: (_changes, baseVersion) => (calls++ === 0 ? pending.promise : Promise.resolve({ version: baseVersion + 1 })),
    });
    const first = withText(pagesOf(["a", "b"]), "a", "First.");
    controller.update(first);
    await advance(SAVE_DEBOUNCE_MS);
    const second = withText(first, "b", "Second.");
    controller.update(second);
    await advance(SAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(1);
    pending.resolve({ version: 2 });
    await advance(SAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(2);
    expect(saves[1]?.baseVersion).toBe(2);
    expect(saves[1]?.changes.upserted.map((entry) => entry.block.id)).toEqual(["b"]);
  });

  it("keeps an offline edit in the pending store, retries with backoff, and merges later edits", async () => {
    let online = false;
    const { controller, saves, statuses, store } = setup({
      save: (_changes, baseVersion) => (online ? Promise.resolve({ version: baseVersion + 1 }) : networkDown()),
    });
    const offline = withText(pagesOf(["a", "b"]), "a", "Offline one.");
    controller.update(offline);
    await advance(SAVE_DEBOUNCE_MS);
    expect(statuses.at(-1)).toBe("retrying");
    expect(store.read()?.changes.upserted.map((entry) => entry.block.id)).toEqual(["a"]);
    await advance(1_000);
    expect(saves).toHaveLength(2);
    await advance(1_999);
    expect(saves).toHaveLength(2);
    await advance(1);
    expect(saves).toHaveLength(3);
    const later = withText(offline, "b", "Offline two.");
    controller.update(later);
    expect(store.read()?.changes.upserted.map((entry) => entry.block.id)).toEqual(["a", "b"]);
    online = true;
    await advance(4_000);
    expect(saves).toHaveLength(4);
    expect(saves[3]?.changes.upserted.map((entry) => entry.block.id)).toEqual(["a", "b"]);
    expect(statuses.at(-1)).toBe("saved");
    expect(store.read()).toBeNull();
  });

  it("retries at once when the browser comes back online", async () => {
    let online = false;
    const { controller, saves } = setup({
      save: (_changes, baseVersion) => (online ? Promise.resolve({ version: baseVersion + 1 }) : networkDown()),
    });
    controller.update(withText(pagesOf(["a", "b"]), "a", "Offline."));
    await advance(SAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(1);
    online = true;
    controller.online();
    await advance(0);
    expect(saves).toHaveLength(2);
    expect(controller.hasPending()).toBe(false);
  });

  it("re-applies pending changes a previous session left, before anything else, and saves them", async () => {
    const base = { version: 4, pages: pagesOf(["a", "b"]) };
    const earlier = setup({ base, save: networkDown });
    earlier.controller.update([{ blocks: [textBlock("a"), textBlock("b", "Never reached the server."), textBlock("c", "Nor this.")] }]);
    earlier.controller.dispose();
    await advance(0);

    const next = setup({ base });
    const opened = next.controller.restore();
    expect(blockIds(opened)).toEqual([["a", "b", "c"]]);
    expect(textOf(opened, "b")).toBe("Never reached the server.");
    await advance(0);
    expect(next.saves).toHaveLength(1);
    expect(next.saves[0]?.baseVersion).toBe(4);
    expect(next.store.read()).toBeNull();
  });

  it("on a version conflict reloads the server copy, re-applies the local blocks and saves on the new version", async () => {
    const base = { version: 1, pages: pagesOf(["a", "b"]) };
    let calls = 0;
    const harness = setup({
      base,
      save: (_changes, baseVersion) =>
        calls++ === 0 ? Promise.reject(new ApiError(409, "VERSION_CONFLICT", "stale")) : Promise.resolve({ version: baseVersion + 1 }),
    });
    harness.server = { version: 7, pages: [{ blocks: [textBlock("a"), textBlock("b"), textBlock("theirs")] }] };
    harness.controller.update(withText(base.pages, "a", "Mine."));
    await advance(SAVE_DEBOUNCE_MS);
    await advance(10);
    expect(harness.rebased).toHaveLength(1);
    expect(blockIds(harness.rebased[0] ?? [])).toEqual([["a", "b", "theirs"]]);
    expect(textOf(harness.rebased[0] ?? [], "a")).toBe("Mine.");
    expect(harness.saves).toHaveLength(2);
    expect(harness.saves[1]?.baseVersion).toBe(7);
    expect(harness.saves[1]?.changes.upserted.map((entry) => entry.block.id)).toEqual(["a"]);
  });

  it("stops retrying when the server refuses the save, keeps the changes, and tries again on the next edit", async () => {
    let refuse = true;
    const { controller, saves, statuses, store } = setup({
      save: (_changes, baseVersion) =>
        refuse ? Promise.reject(new ApiError(409, "CONFLICT", "trash")) : Promise.resolve({ version: baseVersion + 1 }),
    });
    const edited = withText(pagesOf(["a", "b"]), "a", "Kept.");
    controller.update(edited);
    await advance(SAVE_DEBOUNCE_MS);
    expect(statuses.at(-1)).toBe("stopped");
    await advance(60_000);
    expect(saves).toHaveLength(1);
    expect(store.read()).not.toBeNull();
    refuse = false;
    controller.update(withText(edited, "b", "More."));
    await advance(SAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(2);
  });

  it("saves nothing when the edits are undone before the pause", async () => {
    const base = pagesOf(["a", "b"]);
    const { controller, saves, store } = setup({ base: { version: 1, pages: base } });
    controller.update(withText(base, "a", "Oops."));
    controller.update(base);
    expect(store.read()).toBeNull();
    await advance(SAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(0);
  });
});

describe("AutosaveController after dispose", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("keeps and tries to save the editor's last edits that arrive while the page closes", async () => {
    const { controller, saves, store, statuses } = setup({ save: networkDown });
    controller.dispose();
    controller.update(withText(pagesOf(["a", "b"]), "a", "Last words."));
    expect(store.read()?.changes.upserted.map((entry) => entry.block.id)).toEqual(["a"]);
    await advance(0);
    expect(saves).toHaveLength(1);
    await advance(60_000);
    expect(saves).toHaveLength(1);
    expect(store.read()).not.toBeNull();
    expect(statuses).toEqual([]);
  });
});

describe("AutosaveController after abandon (the document was overwritten by an import)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("drops the unsaved edits for good: nothing is saved, nothing waits for the next visit", async () => {
    const { controller, saves, store } = setup({ save: networkDown });
    controller.update(withText(pagesOf(["a", "b"]), "a", "Typed offline."));
    await advance(SAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(1);
    expect(store.read()).not.toBeNull();

    controller.abandon();
    expect(store.read()).toBeNull();
    controller.update(withText(pagesOf(["a", "b"]), "a", "The editor's last flush."));
    controller.dispose();
    await advance(60_000);
    expect(saves).toHaveLength(1);
    expect(store.read()).toBeNull();
    expect(controller.hasPending()).toBe(false);
  });
  describe("issue types of accepted suggestions", () => {
    const issueTypesSent = (changes: ChangeSet | undefined) =>
      saveBlocksBody(changes ?? { upserted: [], removed: [], pageCount: 1 }, 1).upserted.map((entry) => [
        entry.block.id,
        "issueType" in entry ? entry.issueType : undefined,
      ]);

    it("sends a block's issue type with its next save only, and keeps it in the pending store until then", async () => {
      const issueTypes = createIssueTypeNotes();
      const { controller, saves, store } = setup({ issueTypes });
      let pages = withText(pagesOf(["a", "b"]), "a", "Typed.");
      controller.update(pages);
      pages = withText(pages, "b", "That person wrote it.");
      issueTypes.note("b", "Abusive");
      controller.update(pages);
      expect(store.read()?.changes.upserted.map((entry) => [entry.block.id, entry.issueType])).toEqual([
        ["a", undefined],
        ["b", "Abusive"],
      ]);
      await advance(SAVE_DEBOUNCE_MS);
      expect(issueTypesSent(saves[0]?.changes)).toEqual([
        ["a", undefined],
        ["b", "Abusive"],
      ]);
      expect(issueTypes.current().size).toBe(0);
      controller.update(withText(pages, "b", "That person wrote it again."));
      await advance(SAVE_DEBOUNCE_MS);
      expect(issueTypesSent(saves[1]?.changes)).toEqual([["b", undefined]]);
    });

    it("keeps the issue type after a failed save and sends it with the retry", async () => {
      const issueTypes = createIssueTypeNotes();
      let calls = 0;
      const { controller, saves } = setup({
        issueTypes,
        save: (_changes, baseVersion) => (++calls === 1 ? networkDown() : Promise.resolve({ version: baseVersion + 1 })),
      });
      issueTypes.note("a", "Grammar");
      controller.update(withText(pagesOf(["a", "b"]), "a", "They're here."));
      await advance(SAVE_DEBOUNCE_MS);
      expect(issueTypes.current().get("a")?.issueType).toBe("Grammar");
      await advance(60_000);
      expect(saves.length).toBeGreaterThanOrEqual(2);
      expect(issueTypesSent(saves.at(-1)?.changes)).toEqual([["a", "Grammar"]]);
      expect(issueTypes.current().size).toBe(0);
    });

    it("keeps a type noted while a save of the same block is in flight for the following save", async () => {
      const issueTypes = createIssueTypeNotes();
      const first = deferred<{ version: number }>();
      let calls = 0;
      const { controller, saves } = setup({
        issueTypes,
        save: (_changes, baseVersion) => (++calls === 1 ? first.promise : Promise.resolve({ version: baseVersion + 1 })),
      });
      let pages = withText(pagesOf(["a", "b"]), "a", "Typed.");
      controller.update(pages);
      await advance(SAVE_DEBOUNCE_MS);
      expect(saves).toHaveLength(1);
      pages = withText(pages, "a", "Typed kindly.");
      issueTypes.note("a", "Abusive");
      controller.update(pages);
      first.resolve({ version: 2 });
      await advance(SAVE_DEBOUNCE_MS);
      expect(issueTypesSent(saves[0]?.changes)).toEqual([["a", undefined]]);
      expect(issueTypesSent(saves[1]?.changes)).toEqual([["a", "Abusive"]]);
    });

    it("re-notes the issue types a previous visit left in the pending store", async () => {
      const store = createPendingStore(localStorage, "pending-test");
      const base = { version: 1, pages: pagesOf(["a", "b"]) };
      const changes = changedBlocks(base.pages, withText(base.pages, "b", "Kind words."));
      store.write({
        baseVersion: 1,
        changes: { ...changes, upserted: changes.upserted.map((entry) => ({ ...entry, issueType: "Abusive" as const })) },
        savedAt: "",
      });
      const issueTypes = createIssueTypeNotes();
      const { controller, saves } = setup({ base, issueTypes });
      controller.restore();
      await advance(0);
      expect(issueTypesSent(saves[0]?.changes)).toEqual([["b", "Abusive"]]);
    });
  });
});
