/** The editor's query keys: the open document, which the editor owns once loaded (autosave keeps it in step). */
export const editorKeys = {
  document: (id: string | undefined) => ["editor-document", id] as const,
};
