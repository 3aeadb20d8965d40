import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { DocumentDetail, Page } from "@wordloom/shared/model";
import { api } from "../../../api/client";
import { changedBlocks } from "../../core";
import { AutosaveController, type AutosaveStatus } from "./autosave-controller";
import { saveBlocksBody } from "./change-set";
import { createValueStore, type ValueStore } from "../value-store";
import { issueTypeNotesFor } from "./issue-types";
import { createPendingStore, pendingKey } from "./pending-store";

interface UseAutosaveOptions {
  document: DocumentDetail;
  userId: string;
  /** Replaces the editor's content with these pages (after a version conflict). */
  onRebase: (pages: Page[]) => void;
  /** Somebody who may not edit: nothing is restored or saved. */
  readOnly?: boolean;
}

/**
 * Autosave for one open document (mount the page with `key={document.id}`). The pages the editor
 * opens with already carry the changes a previous visit left unsaved.
 */
export const useAutosave = ({ document, userId, onRebase, readOnly = false }: UseAutosaveOptions) => {
  // A store, not state: a status change re-renders the status line only, not the editor screen.
  const [status] = useState<ValueStore<AutosaveStatus>>(() => createValueStore<AutosaveStatus>("idle"));
  const rebase = useRef(onRebase);
  rebase.current = onRebase;
  const [setup] = useState(() => {
    const controller = new AutosaveController({
      base: { version: document.version, pages: document.pages },
      diff: changedBlocks,
      store: createPendingStore(localStorage, pendingKey(userId, document.id)),
      save: (changes, baseVersion) => api.saveBlocks({ params: { id: document.id }, body: saveBlocksBody(changes, baseVersion) }),
      load: async () => {
        const fresh = await api.getDocument({ params: { id: document.id } });
        return { version: fresh.version, pages: fresh.pages };
      },
      onStatus: status.set,
      onRebase: (pages) => rebase.current(pages),
      issueTypes: issueTypeNotesFor(document.id),
    });
    return { controller, initialPages: readOnly ? document.pages : controller.restore() };
  });
  const { controller } = setup;

  useEffect(() => {
    controller.resume();
    const online = () => controller.online();
    const hidden = () => {
      if (window.document.visibilityState === "hidden") {
        controller.persistNow();
      }
    };
    const leaving = () => controller.persistNow();
    window.addEventListener("online", online);
    window.addEventListener("pagehide", leaving);
    window.document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("pagehide", leaving);
      window.document.removeEventListener("visibilitychange", hidden);
      controller.dispose();
    };
  }, [controller]);

  const update = useCallback((pages: Page[]) => controller.update(pages), [controller]);
  /** Saves what is pending now (before an export or a summary reads the server's copy). */
  const flush = useCallback(() => controller.flush(), [controller]);
  /** The server's copy was replaced (import with Overwrite): unsaved edits are dropped. */
  const abandon = useCallback(() => controller.abandon(), [controller]);
  return useMemo(
    () => ({ status, initialPages: setup.initialPages, update, flush, abandon }),
    [status, setup.initialPages, update, flush, abandon],
  );
};
