/** Test helpers other features' tests use: editors on fixture pages, and the editor page's autosave. */
export { destroyTestEditors, positionOf, testEditor } from "../core/testing/editor";
export { block, everyElementPages, footnote, fragment, sentence, tableRow, textBlock } from "../core/testing/fixtures";
export { documentOf } from "../page/test-documents";
export { useAutosave } from "../page/autosave/use-autosave";
