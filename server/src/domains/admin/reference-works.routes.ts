import type { FastifyInstance } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { requireAdmin } from "../../http/authenticate";
import { readUpload } from "../../http/read-upload";
import { registerEndpoint } from "../../http/register-endpoint";
import { addReferenceWork } from "../analysis/reference-corpus/add-reference-work";
import { listReferenceWorks } from "../analysis/reference-corpus/list-reference-works";
import { referenceTooLarge } from "../analysis/reference-corpus/reference-corpus-errors";
import { removeReferenceWork } from "../analysis/reference-corpus/remove-reference-work";
import { importPoolFor } from "../documents/import/import-pool.http";

/** /api/admin/reference-works: the plagiarism reference corpus, managed by administrators. */
export const referenceWorkRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const parser = importPoolFor(app);
  registerEndpoint(app, ctx, contract.adminListReferenceWorks, async ({ request }) => {
    requireAdmin(request);
    return listReferenceWorks(ctx);
  });
  registerEndpoint(app, ctx, contract.adminAddReferenceWork, async ({ request, file }) => {
    requireAdmin(request);
    return addReferenceWork(ctx, parser, { bytes: await readUpload(file, referenceTooLarge), fileName: file.filename });
  });
  registerEndpoint(app, ctx, contract.adminDeleteReferenceWork, async ({ request, params }) => {
    await removeReferenceWork(ctx, requireAdmin(request).admin, params.id);
    return { ok: true as const };
  });
};
