import type { Page } from "@wordloom/shared/model";
import { durableChanges, isEmptyChangeSet, type ChangeSet, type DiffPages, type SavedCopy } from "./change-set";
import type { IssueTypeNote, IssueTypeNotes } from "./issue-types";
import type { PendingStore } from "./pending-store";
import { rebasePages } from "./rebase";
import { classifySaveFailure, retryDelay } from "./retry-policy";

/**
 * Save states. The spec's three (document 2 §4): "saving" (saving started), "saved" (saving
 * completed, about 0.5 s) and "updated" (document updated, reset after 1 s). Beside them:
 * "retrying" while offline or after a failed save, "stopped" when the server refused the save.
 */
export type AutosaveStatus = "idle" | "saving" | "saved" | "updated" | "retrying" | "stopped";

export const SAVE_DEBOUNCE_MS = 1_000;
/** Continuous typing still saves at least this often. */
export const SAVE_MAX_WAIT_MS = 5_000;
const SAVED_SHOWN_MS = 500;
const UPDATED_SHOWN_MS = 1_000;

interface AutosaveOptions {
  /** The server's copy the editor opened. */
  base: SavedCopy;
  save: (changes: ChangeSet, baseVersion: number) => Promise<{ version: number }>;
  /** Fetches the server's copy again (after a version conflict). */
  load: () => Promise<SavedCopy>;
  diff: DiffPages;
  store: PendingStore;
  onStatus: (status: AutosaveStatus) => void;
  /** The editor must show these pages: local changes re-applied on a newer server copy. */
  onRebase: (pages: Page[]) => void;
  /** Why blocks changed (an accepted assistant suggestion): sent with the next save of each block. */
  issueTypes?: IssueTypeNotes;
  now?: () => Date;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * Saves only changed blocks, one request at a time. Every edit is first written to the pending
 * store (so a closed tab or a lost network never loses text), then saved after a pause in typing.
 * Edits made while a save runs, or while saves fail, are merged into the next change set, which
 * is always the difference between the server's copy and the editor. Failures are retried with
 * backoff and at once when the browser comes back online; a version conflict reloads the server's
 * copy and re-applies the local blocks on top of it.
 */
export class AutosaveController {
  private base: SavedCopy;
  private current: Page[];
  private inFlight: Promise<void> | null = null;
  private saveTimer: Timer | null = null;
  private firstUnsavedEditAt: number | null = null;
  private retryTimer: Timer | null = null;
  private statusTimer: Timer | null = null;
  private failures = 0;
  private stopped = false;
  private disposed = false;
  private abandoned = false;

  constructor(private readonly options: AutosaveOptions) {
    this.base = options.base;
    this.current = options.base.pages;
  }

  /**
   * Re-applies changes a previous session left unsaved, before anything else, and answers the
   * pages the editor opens with. A save of them starts at once.
   */
  restore(): Page[] {
    const record = this.options.store.read();
    if (!record || isEmptyChangeSet(record.changes)) {
      this.options.store.clear();
      return this.current;
    }
    for (const { block, issueType } of record.changes.upserted) {
      if (issueType) {
        this.options.issueTypes?.note(block.id, issueType);
      }
    }
    this.current = rebasePages(this.base.pages, record.changes);
    this.persist();
    this.schedule(0);
    return this.current;
  }

  /** The editor's pages after an edit. */
  update(pages: Page[]): void {
    if (this.abandoned) {
      return;
    }
    this.current = pages;
    if (this.disposed) {
      // The editor's last edits can arrive while the page closes: keep them and try one save.
      if (this.persist()) {
        void this.flush();
      }
      return;
    }
    if (!this.persist()) {
      return;
    }
    this.stopped = false;
    if (!this.retryTimer) {
      this.schedule(SAVE_DEBOUNCE_MS);
    }
  }

  /** The browser is online again: retry now instead of waiting for the backoff. */
  online(): void {
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
      void this.flush();
    }
  }

  /** Whether edits are waiting to reach the server. */
  hasPending(): boolean {
    return !isEmptyChangeSet(this.options.diff(this.base.pages, this.current));
  }

  /** Writes the pending changes now (the tab is being hidden or closed). */
  persistNow(): void {
    this.persist();
  }

  /** Saves now; edits made meanwhile are saved by a following request. */
  async flush(): Promise<void> {
    this.clearSaveTimer();
    if (this.inFlight) {
      return this.inFlight;
    }
    const { changes, notes } = this.pendingChanges();
    if (isEmptyChangeSet(changes)) {
      this.options.store.clear();
      return;
    }
    const sentPages = this.current;
    const baseVersion = this.base.version;
    this.setStatus("saving");
    this.inFlight = this.options
      .save(changes, baseVersion)
      .then(
        (saved) => {
          this.options.issueTypes?.settle(notes);
          this.saved({ version: saved.version, pages: sentPages });
        },
        (error: unknown) => this.failed(error),
      )
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  /** Stops timers; whatever is unsaved stays in the pending store for the next visit, and one last save is attempted. */
  dispose(): void {
    this.persist();
    this.clearSaveTimer();
    for (const timer of [this.retryTimer, this.statusTimer]) {
      if (timer) {
        clearTimeout(timer);
      }
    }
    this.retryTimer = null;
    this.statusTimer = null;
    const wasDisposed = this.disposed;
    this.disposed = true;
    if (!wasDisposed && !this.stopped && this.hasPending()) {
      void this.flush();
    }
  }

  /**
   * The server's copy was replaced (an import overwrote the document): the local edits no longer
   * apply. Drops them from the pending store for good and saves nothing more.
   */
  abandon(): void {
    this.abandoned = true;
    this.current = this.base.pages;
    const notes = this.options.issueTypes;
    notes?.settle(notes.current().values());
    this.clearSaveTimer();
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    this.options.store.clear();
  }

  /** Undoes dispose: React runs effects twice in development, disposing in between. */
  resume(): void {
    this.disposed = false;
  }

  /**
   * The difference between the server's copy and the editor, each upserted block with the issue
   * type noted for it (if any), and the notes so attached.
   */
  private pendingChanges(): { changes: ChangeSet; notes: IssueTypeNote[] } {
    const changes = this.options.diff(this.base.pages, this.current);
    const noted = this.options.issueTypes?.current();
    if (!noted || noted.size === 0) {
      return { changes, notes: [] };
    }
    const notes: IssueTypeNote[] = [];
    const upserted = changes.upserted.map((change) => {
      const note = noted.get(change.block.id);
      if (!note) {
        return change;
      }
      notes.push(note);
      return { ...change, issueType: note.issueType };
    });
    return { changes: { ...changes, upserted }, notes };
  }

  /**
   * Writes the difference to the server's copy to the pending store, less page-only moves (see
   * durableChanges); answers whether there is a difference to save.
   */
  private persist(): boolean {
    if (this.abandoned) {
      return false;
    }
    const { changes } = this.pendingChanges();
    const durable = durableChanges(changes);
    if (isEmptyChangeSet(durable)) {
      this.options.store.clear();
    } else {
      const now = this.options.now?.() ?? new Date();
      this.options.store.write({ baseVersion: this.base.version, changes: durable, savedAt: now.toISOString() });
    }
    return !isEmptyChangeSet(changes);
  }

  private schedule(delay: number): void {
    if (this.disposed) {
      return;
    }
    const now = Date.now();
    this.firstUnsavedEditAt ??= now;
    const latest = this.firstUnsavedEditAt + SAVE_MAX_WAIT_MS;
    this.clearSaveTimer(false);
    this.saveTimer = setTimeout(() => void this.flush(), Math.max(0, Math.min(delay, latest - now)));
  }

  private clearSaveTimer(resetWait = true): void {
    if (this.saveTimer) {
      clearTimeout(this.saveTimer);
      this.saveTimer = null;
    }
    if (resetWait) {
      this.firstUnsavedEditAt = null;
    }
  }

  private saved(copy: SavedCopy): void {
    this.base = copy;
    this.failures = 0;
    const more = this.persist();
    this.setStatus("saved");
    if (more) {
      this.schedule(SAVE_DEBOUNCE_MS);
      return;
    }
    this.showThen("updated", SAVED_SHOWN_MS, () => this.showThen("idle", UPDATED_SHOWN_MS));
  }

  private async failed(error: unknown): Promise<void> {
    const kind = classifySaveFailure(error);
    if (this.disposed || this.abandoned) {
      // The page is gone: the changes wait in the pending store for the next visit.
      return;
    }
    if (kind === "stop") {
      this.stopped = true;
      this.setStatus("stopped");
      return;
    }
    if (kind === "conflict") {
      try {
        await this.rebase();
        this.schedule(0);
        return;
      } catch (loadError: unknown) {
        if (classifySaveFailure(loadError) === "stop") {
          this.stopped = true;
          this.setStatus("stopped");
          return;
        }
      }
    }
    if (this.disposed) {
      return;
    }
    this.failures += 1;
    this.setStatus("retrying");
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, retryDelay(this.failures));
  }

  /** Loads the server's copy and re-applies the local changes on top of it. */
  private async rebase(): Promise<void> {
    const server = await this.options.load();
    const local = this.options.diff(this.base.pages, this.current);
    this.base = server;
    this.current = rebasePages(server.pages, local);
    this.persist();
    if (!this.disposed) {
      this.options.onRebase(this.current);
    }
  }

  private setStatus(status: AutosaveStatus): void {
    if (this.statusTimer) {
      clearTimeout(this.statusTimer);
      this.statusTimer = null;
    }
    if (!this.disposed) {
      this.options.onStatus(status);
    }
  }

  private showThen(status: AutosaveStatus, after: number, next?: () => void): void {
    this.statusTimer = setTimeout(() => {
      this.statusTimer = null;
      if (!this.disposed) {
        this.options.onStatus(status);
      }
      next?.();
    }, after);
  }
}
