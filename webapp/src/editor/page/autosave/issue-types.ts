import type { SaveIssueType } from "@wordloom/shared/model";

/** One noted reason for a block's change; compared by identity, so a newer note is never settled by an older save. */
export interface IssueTypeNote {
  readonly blockId: string;
  readonly issueType: SaveIssueType;
}

/**
 * Why blocks of one open document changed, kept until the save that carries the change (spec
 * document 2 §4: replacing an offensive word "saves with issue type Abusive"). The assistant notes
 * a type when it replaces text (host.ts); the autosave attaches it to the next save of that block
 * and settles it once the server has it. A block holds one note: the latest accepted suggestion.
 */
export interface IssueTypeNotes {
  note(blockId: string, issueType: SaveIssueType): void;
  /** The current note of each block that has one. */
  current(): ReadonlyMap<string, IssueTypeNote>;
  /** A save carrying these notes succeeded: drops them, unless a block was noted again meanwhile. */
  settle(sent: Iterable<IssueTypeNote>): void;
}

export const createIssueTypeNotes = (): IssueTypeNotes => {
  const notes = new Map<string, IssueTypeNote>();
  return {
    note(blockId, issueType) {
      notes.set(blockId, { blockId, issueType });
    },
    current: () => new Map(notes),
    settle(sent) {
      for (const note of sent) {
        if (notes.get(note.blockId) === note) {
          notes.delete(note.blockId);
        }
      }
    },
  };
};

/**
 * The notes of each document open in this tab. The assistant host and the autosave are built
 * separately by the editor page and share only the document id, so they meet here.
 */
const byDocument = new Map<string, IssueTypeNotes>();

export const issueTypeNotesFor = (documentId: string): IssueTypeNotes => {
  let notes = byDocument.get(documentId);
  if (!notes) {
    notes = createIssueTypeNotes();
    byDocument.set(documentId, notes);
  }
  return notes;
};
