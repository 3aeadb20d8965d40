/** What a screen hosting the creation panel provides (the editor, the add-in's pane). */
export {
  GenerationHostProvider,
  generationDefaults,
  useGenerationHost,
  withDefaultToneStyle,
  type DocumentCategory,
  type GenerationDefaults,
  type GenerationHost,
  type OpenDocumentTarget,
} from "../generation-host";
