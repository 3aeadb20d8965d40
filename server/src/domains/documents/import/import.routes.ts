import type { FastifyInstance } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { AppContext } from "../../../context";
import { requireUser } from "../../../http/authenticate";
import { featureGuard } from "../../../http/feature-guard";
import { readUpload } from "../../../http/read-upload";
import { registerEndpoint } from "../../../http/register-endpoint";
import { fileTooLarge } from "./import-errors";
import { docImporterKind } from "./doc/import-doc";
import { importIntoDocument } from "./import-into-document";
import { importPoolFor } from "./import-pool.http";

/** POST /api/documents/import: a .docx, .doc, .pdf or .txt file as a new document or over an owned one. */
export const importRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const parser = importPoolFor(app);
  app.log.info({ docImporter: docImporterKind() }, ".doc files are imported with %s", docImporterKind());
  const reserveCreation = featureGuard(ctx, "DocumentCreation");

  registerEndpoint(app, ctx, contract.importDocument, async ({ query, file, request }) =>
    importIntoDocument(ctx, parser, {
      user: requireUser(request).user,
      options: query,
      bytes: await readUpload(file, fileTooLarge),
      fileName: file.filename,
      reserveCreation: () => reserveCreation(request),
    }),
  );
};
