import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";

/** Spec document 2 §4 and §9: the title saves after 3 seconds without typing, or on blur. */
export const TITLE_SAVE_DELAY_MS = 3_000;
export const EMPTY_TITLE_MESSAGE = "Title Can't be empty!";

/** A title as stored: one line, runs of whitespace as one space, trimmed. */
const cleanTitle = (text: string): string => text.replace(/\s+/g, " ").trim();

export interface TitleEditingOptions {
  title: string;
  editable: boolean;
  save: (title: string) => Promise<unknown>;
  /** Shows a message to the user (the empty-title and save-failure toasts). */
  warn: (message: string) => void;
  /** Called when somebody who may not edit tries to. */
  refuse: () => void;
  /** Starts editing whenever this number changes (the options menu's Rename); 0 does nothing. */
  renameRequest?: number;
}

/**
 * The title bar's rules: editing only for those allowed, saved 3 s after the last keystroke or on
 * blur, Enter ends editing, Escape cancels it, an empty title reverts to the previous one with
 * 'Title Can't be empty!', and pasted text arrives as plain text on one line.
 */
export const useTitleEditing = ({ title, editable, save, warn, refuse, renameRequest = 0 }: TitleEditingOptions) => {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const [shown, setShown] = useState(title);
  const saved = useRef(title);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const draftRef = useRef(title);

  useEffect(() => {
    saved.current = title;
    setShown(title);
  }, [title]);

  const clearTimer = () => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  };
  useEffect(() => clearTimer, []);

  const updateDraft = (value: string) => {
    draftRef.current = value;
    setDraft(value);
  };

  const commit = useCallback(
    (end: boolean) => {
      clearTimer();
      const clean = cleanTitle(draftRef.current);
      if (!clean) {
        warn(EMPTY_TITLE_MESSAGE);
        updateDraft(saved.current);
      } else if (clean !== saved.current) {
        const previous = saved.current;
        saved.current = clean;
        setShown(clean);
        save(clean).catch(() => {
          saved.current = previous;
          setShown(previous);
        });
      }
      if (end) {
        setEditing(false);
      }
    },
    [save, warn],
  );

  const restartTimer = () => {
    clearTimer();
    timer.current = setTimeout(() => commit(false), TITLE_SAVE_DELAY_MS);
  };

  const start = () => {
    if (!editable) {
      refuse();
      return;
    }
    updateDraft(saved.current);
    setEditing(true);
  };

  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    if (renameRequest > 0) {
      startRef.current();
    }
  }, [renameRequest]);

  const change = (value: string) => {
    updateDraft(value);
    restartTimer();
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit(true);
    } else if (event.key === "Escape") {
      event.preventDefault();
      clearTimer();
      updateDraft(saved.current);
      setEditing(false);
    }
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData("text/plain").replace(/\s+/g, " ");
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    change(`${input.value.slice(0, start)}${text}${input.value.slice(end)}`);
    const caret = start + text.length;
    requestAnimationFrame(() => input.setSelectionRange(caret, caret));
  };

  return { editing, draft, shown, start, change, keyDown, paste, blur: () => commit(true) };
};
