import { EXPORT_CONTENT_TYPES, EXPORT_FAILED_MESSAGE, type ExportFormat } from "@wordloom/shared/api";
import type { AppContext } from "../../../context";
import type { FileAnswer } from "../../../file-answer";
import type { UserRow } from "../../account/users.tables";
import { AppError } from "../../../errors";
import { authorize } from "../../../policies/index";
import { documentPolicy } from "../document.policy";
import { findDocument } from "../find-document";
import { buildDocx } from "./docx/build-docx";
import { exportFileName } from "./export-file-name";
import { documentHtml } from "./pdf/document-html";
import type { PdfRenderer } from "./pdf/pdf-renderer";

/** Renders one format; a renderer that fails (no Chromium, a time-out) answers the spec's download failure. */
const render = async (
  format: ExportFormat,
  source: { title: string; pages: Parameters<typeof documentHtml>[0]["pages"] },
  pdf: Pick<PdfRenderer, "render">,
) => {
  try {
    return format === "docx" ? await buildDocx(source) : await pdf.render(documentHtml(source));
  } catch (error) {
    const failure = new AppError("INTERNAL", EXPORT_FAILED_MESSAGE);
    failure.cause = error;
    throw failure;
  }
};

/** A document the user may read, as a .docx or .pdf file named after its title. */
export const exportDocument = async (
  deps: Pick<AppContext, "db">,
  pdf: Pick<PdfRenderer, "render">,
  { user, id, format }: { user: UserRow; id: string; format: ExportFormat },
): Promise<FileAnswer> => {
  const document = await findDocument(deps.db, id);
  authorize(user, "read", document, documentPolicy);
  const bytes = await render(format, { title: document.title, pages: document.pages }, pdf);
  return { bytes, contentType: EXPORT_CONTENT_TYPES[format], fileName: exportFileName(document.title, format) };
};
