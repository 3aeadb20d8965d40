/** What the editor and the documents list use to publish: Make Public / Make Private, and the preview and share panel. */
export { useDocumentPublishing } from "../publish/use-document-publishing";
export { usePublication } from "../publish/use-publication";
