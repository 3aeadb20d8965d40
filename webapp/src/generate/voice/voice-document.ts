import type { VoiceToken } from "./voice-commands";

/** What has been dictated: blocks (the last one is being dictated into), the title, and a title being spoken. */
export interface VoiceDocument {
  blocks: readonly string[];
  title: string;
  /** After "set title": the words spoken since, which become the title after 3 seconds (null when not capturing). */
  titleDraft: string | null;
}

export const EMPTY_VOICE_DOCUMENT: VoiceDocument = { blocks: [""], title: "", titleDraft: null };

/** Spec document 3 §9: the words after "set title" become the title after 3000 ms. */
export const SET_TITLE_DELAY_MS = 3000;

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const appendWords = (current: string, words: string) => (current ? `${current} ${words}` : capitalise(words));

/** Ends a title being spoken: its words become the title (when there are any). */
export const commitTitle = (document: VoiceDocument): VoiceDocument => {
  if (document.titleDraft === null) {
    return document;
  }
  const title = document.titleDraft.trim();
  return { ...document, title: title ? capitalise(title) : document.title, titleDraft: null };
};

const replaceLast = (blocks: readonly string[], text: string) => [...blocks.slice(0, -1), text];

/**
 * Applies spoken text and commands in order; answers the new document and whether "i am done"
 * was heard (dictation stops and the document is saved).
 */
export const applyVoiceTokens = (document: VoiceDocument, tokens: readonly VoiceToken[]): { document: VoiceDocument; done: boolean } => {
  let current = document;
  for (const token of tokens) {
    if (token.type === "text") {
      current =
        current.titleDraft !== null
          ? { ...current, titleDraft: current.titleDraft ? `${current.titleDraft} ${token.text}` : token.text }
          : { ...current, blocks: replaceLast(current.blocks, appendWords(current.blocks.at(-1) ?? "", token.text)) };
      continue;
    }
    current = commitTitle(current);
    switch (token.type) {
      case "new-line":
        current = current.blocks.at(-1) ? { ...current, blocks: [...current.blocks, ""] } : current;
        break;
      case "clear-block":
        current = { ...current, blocks: replaceLast(current.blocks, "") };
        break;
      case "clear-all":
        current = { ...current, blocks: [""] };
        break;
      case "set-title":
        current = { ...current, titleDraft: "" };
        break;
      case "done":
        return { document: current, done: true };
    }
  }
  return { document: current, done: false };
};

/** The dictated text, one block per line, for saving. */
export const voiceText = (document: VoiceDocument): string =>
  document.blocks
    .map((block) => block.trim())
    .filter(Boolean)
    .join("\n");
