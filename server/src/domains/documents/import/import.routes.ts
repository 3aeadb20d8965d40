import type { MultipartFile } from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { AppContext } from "../../../context";
import { requireUser } from "../../../http/authenticate";
import { featureGuard } from "../../../http/feature-guard";
import { registerEndpoint } from "../../../http/register-endpoint";
import { fileTooLarge } from "./import-errors";
import { docImporterKind } from "./doc/import-doc";
import { importIntoDocument } from "./import-into-document";
import { ImportPool } from "./import-pool";

/** The upload's bytes; a file over the 10 MB limit answers the spec's size message, not a generic 413. */
const readUpload = async (file: MultipartFile): Promise<Buffer> => {
  try {
    const bytes = await file.toBuffer();
    if (file.file.truncated) {
      throw fileTooLarge();
    }
    return bytes;
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "FST_REQ_FILE_TOO_LARGE") {
      throw fileTooLarge();
    }
    throw error;
  }
};

/** POST /api/documents/import: a .docx, .doc, .pdf or .txt file as a new document or over an owned one. */
export const importRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const parser = new ImportPool();
  app.addHook("onClose", () => parser.close());
  app.log.info({ docImporter: docImporterKind() }, ".doc files are imported with %s", docImporterKind());
  const reserveCreation = featureGuard(ctx, "DocumentCreation");

  registerEndpoint(app, ctx, contract.importDocument, async ({ query, file, request }) =>
    importIntoDocument(ctx, parser, {
      user: requireUser(request).user,
      options: query,
      bytes: await readUpload(file),
      fileName: file.filename,
      reserveCreation: () => reserveCreation(request),
    }),
  );
};
