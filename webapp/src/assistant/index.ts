/**
 * The editor's assistant pane (issue 7): AI tools, review graphs, quality and rating views, and the
 * overview. The editor page mounts `AssistantPane` with a host built by `editorAssistantHost`.
 */
export { AssistantPane, type AssistantPaneProps } from "./AssistantPane";
export { editorAssistantHost, type EditorAssistantHost, type EditorAssistantHostOptions } from "./host";
export type {
  AssistantBlock,
  AssistantContext,
  AssistantHighlight,
  AssistantHost,
  AssistantSelection,
  ReplaceOptions,
} from "./assistant-host";
export { useEditorAssistantHost } from "./use-editor-assistant-host";
