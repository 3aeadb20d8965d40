import type { FastifyInstance } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { requireUser } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import {
  createDocument,
  deleteDocumentPermanently,
  emptyTrash,
  getDocument,
  replacePages,
  restoreDocument,
  trashDocument,
  updateDocument,
} from "./document-commands";
import { listDocuments } from "./list-documents";
import { saveBlocks } from "./save-blocks";

const OK = { ok: true as const };

export const documentRoutes = (app: FastifyInstance, ctx: AppContext) => {
  registerEndpoint(app, ctx, contract.listDocuments, ({ query, request }) => listDocuments(ctx.db, requireUser(request).user.id, query));

  registerEndpoint(app, ctx, contract.createDocument, ({ body, request }) => createDocument(ctx, requireUser(request).user, body));

  registerEndpoint(app, ctx, contract.getDocument, ({ params, request }) => getDocument(ctx, requireUser(request).user, params.id));

  registerEndpoint(app, ctx, contract.updateDocument, ({ params, body, request }) =>
    updateDocument(ctx, requireUser(request).user, params.id, body),
  );

  registerEndpoint(app, ctx, contract.replacePages, ({ params, body, request }) =>
    replacePages(ctx, requireUser(request).user, params.id, body),
  );

  registerEndpoint(app, ctx, contract.saveBlocks, ({ params, body, request }) =>
    saveBlocks(ctx, requireUser(request).user, params.id, body),
  );

  registerEndpoint(app, ctx, contract.trashDocument, async ({ params, request }) => {
    await trashDocument(ctx, requireUser(request).user, params.id);
    return OK;
  });

  registerEndpoint(app, ctx, contract.restoreDocument, ({ params, request }) => restoreDocument(ctx, requireUser(request).user, params.id));

  registerEndpoint(app, ctx, contract.deleteDocumentPermanently, async ({ params, request }) => {
    await deleteDocumentPermanently(ctx, requireUser(request).user, params.id);
    return OK;
  });

  registerEndpoint(app, ctx, contract.emptyTrash, ({ request }) => emptyTrash(ctx, requireUser(request).user));
};
