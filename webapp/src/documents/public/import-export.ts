/** Import and export, as the editor page offers them. */
export { ImportDialog, type ImportDialogProps, type OpenDocument } from "../import-export/ImportDialog";
export { MappedDriveFallback } from "../import-export/MappedDriveFallback";
export { useExportDocument } from "../import-export/use-export-document";
export { exportDocument } from "../import-export/export-document";
export { uploadImport } from "../import-export/upload-import";
