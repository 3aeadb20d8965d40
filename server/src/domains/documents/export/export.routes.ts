import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EXPORT_DOCUMENT_PATH, ExportBodySchema } from "@wordloom/shared/api";
import { IdSchema } from "@wordloom/shared/model";
import type { AppContext } from "../../../context";
import { authenticate, requireUser } from "../../../http/authenticate";
import { exportDocument } from "./export-document";
import { attachmentDisposition } from "./export-file-name";
import { chromiumPath, isChromiumAvailable } from "./pdf/chromium-path";
import { PdfRenderer } from "./pdf/pdf-renderer";

/**
 * POST /api/documents/:id/export: the document as a .pdf or .docx download. It answers a file, so it
 * is registered here rather than through the JSON contract; errors keep the usual `{ error }` shape.
 */
export const exportRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const pdf = new PdfRenderer();
  app.addHook("onClose", () => pdf.close());
  if (!isChromiumAvailable()) {
    app.log.warn({ chromium: chromiumPath() }, "PDF export needs Chromium: none at %s (set CHROMIUM_PATH)", chromiumPath());
  }

  app.withTypeProvider<ZodTypeProvider>().route({
    method: "POST",
    url: EXPORT_DOCUMENT_PATH,
    schema: {
      summary: "Download a document as PDF or DOCX (attachment named after its title)",
      tags: ["documents"],
      security: [{ bearerAuth: [] }],
      params: z.object({ id: IdSchema }),
      body: ExportBodySchema,
    },
    onRequest: [authenticate(ctx, "user")],
    handler: async (request, reply) => {
      const file = await exportDocument(ctx, pdf, { user: requireUser(request).user, id: request.params.id, format: request.body.format });
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", attachmentDisposition(file.fileName))
        .header("cache-control", "no-store")
        .send(file.bytes);
    },
  });
};
