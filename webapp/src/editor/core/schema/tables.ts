import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";

/**
 * Tables: rows of cells holding one paragraph each (a stored table-row block has one sentence list
 * per cell). A row of header cells is the stored header row (isHeadNode).
 */
export const tableExtensions = [
  Table.configure({ resizable: false, View: null, HTMLAttributes: { class: "wl-table" } }),
  TableRow,
  TableHeader.extend({ content: "paragraph" }),
  TableCell.extend({ content: "paragraph" }),
];
