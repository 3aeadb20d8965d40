import type { FastifyInstance } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { AppContext } from "../../../context";
import { requireUser } from "../../../http/authenticate";
import { registerEndpoint } from "../../../http/register-endpoint";
import { exportDocument } from "./export-document";
import { chromiumPath, isChromiumAvailable } from "./pdf/chromium-path";
import { PdfRenderer } from "./pdf/pdf-renderer";

/**
 * POST /api/documents/:id/export: the document as a .pdf or .docx download (a file endpoint of the
 * contract); errors keep the usual `{ error }` shape.
 */
export const exportRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const pdf = new PdfRenderer();
  app.addHook("onClose", () => pdf.close());
  if (!isChromiumAvailable()) {
    app.log.warn({ chromium: chromiumPath() }, "PDF export needs Chromium: none at %s (set CHROMIUM_PATH)", chromiumPath());
  }

  registerEndpoint(app, ctx, contract.exportDocument, async ({ request, params, body }) =>
    exportDocument(ctx, pdf, { user: requireUser(request).user, id: params.id, format: body.format }),
  );
};
