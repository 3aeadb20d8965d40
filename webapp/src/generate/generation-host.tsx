import { createContext, useContext, type ReactNode } from "react";
import { DOCUMENT_CATEGORIES, type DocumentDetail, type Page } from "@wordloom/shared/model";

/** The longest tone or style the generation requests take (shared/model/generation.requests.ts). */
const MAX_TONE_STYLE_CHARS = 40;

export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/**
 * The document open in the editor, when the creation panes sit in the editor's pane (spec
 * document 2 §2 "document generate", §4 generate pane). Load To Editor writes into it, or opens
 * the new document it creates, without leaving the editor.
 */
export interface OpenDocumentTarget {
  documentId: string;
  /** Whether the open document has any text at this moment (then Overwrite or Create New is asked). */
  hasContent(): boolean;
  /** Replaces the open document's content; the editor saves the change as it saves typing. */
  replacePages(pages: Page[]): void;
  /** Opens a document just created from generated text in the editor. */
  openDocument(document: DocumentDetail): void;
}

/** Starting values of the generation forms: the Word add-in hands its own over the bridge (spec document 2 §9). */
export interface GenerationDefaults {
  tone?: string;
  style?: string;
  /** The category of documents created from generated text (default Soft skills in the add-in). */
  category?: DocumentCategory;
}

export interface GenerationHost {
  defaults: GenerationDefaults;
  openDocument: OpenDocumentTarget | null;
}

const NO_HOST: GenerationHost = { defaults: {}, openDocument: null };

const GenerationHostContext = createContext<GenerationHost>(NO_HOST);

/** Where the creation panes are mounted: the standalone route has neither defaults nor an open document. */
export const useGenerationHost = (): GenerationHost => useContext(GenerationHostContext);

export const GenerationHostProvider = ({ host, children }: { host: GenerationHost; children: ReactNode }) => (
  <GenerationHostContext.Provider value={host}>{children}</GenerationHostContext.Provider>
);

const usable = (value: string | undefined): string | undefined => {
  const trimmed = value?.replace(/\s+/g, " ").trim();
  return trimmed && trimmed.length <= MAX_TONE_STYLE_CHARS ? trimmed : undefined;
};

/**
 * Defaults from loosely typed settings (the bridge's tone, style and category): a tone or style the
 * requests would refuse, or a category documents do not have, is left out.
 */
export const generationDefaults = (
  settings: { tone?: string; style?: string; category?: string } | null | undefined,
): GenerationDefaults => {
  const category = settings?.category?.trim().toLowerCase() ?? "";
  const known = DOCUMENT_CATEGORIES.find((entry) => entry.toLowerCase() === category);
  const tone = usable(settings?.tone);
  const style = usable(settings?.style);
  return { ...(tone ? { tone } : {}), ...(style ? { style } : {}), ...(known ? { category: known } : {}) };
};

/** A form's initial values with the host's tone (and style, for forms that have one). */
export const withDefaultToneStyle = <Values extends { tone: string }>(values: Values, defaults: GenerationDefaults): Values => ({
  ...values,
  ...(defaults.tone ? { tone: defaults.tone } : {}),
  ...(defaults.style && "style" in values ? { style: defaults.style } : {}),
});
