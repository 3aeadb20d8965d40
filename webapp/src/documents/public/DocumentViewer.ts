export { DocumentViewer, EDITING_NOT_ALLOWED } from "../DocumentPage";
