import type { z } from "zod";
import { DEFAULT_CHECK_SETTINGS, type AnalysisBlock, type CheckSettings } from "@wordloom/shared/analysis";
import type { AnalysisRequestSchema } from "@wordloom/shared/model";
import { documentBlocks } from "../../analysis/document-blocks";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { notFound } from "../../errors";
import { authorize } from "../../policies";
import { findDocument } from "../documents/find-document";

export interface AnalysisInput {
  blocks: AnalysisBlock[];
  settings: CheckSettings;
  /** The document checked, when the request named one. */
  documentId: string | null;
}

/**
 * What to check: the blocks a client sent, or a saved document's page (or all pages), which only
 * its owner may have checked.
 */
export const analysisInput = async (ctx: Pick<AppContext, "db">, user: UserRow, request: z.output<typeof AnalysisRequestSchema>): Promise<AnalysisInput> => {
  const settings: CheckSettings = { ...DEFAULT_CHECK_SETTINGS, ...(request.dialect ? { dialect: request.dialect } : {}) };
  if ("blocks" in request) {
    return { blocks: request.blocks, settings, documentId: null };
  }
  const document = await findDocument(ctx.db, request.docId);
  authorize(user, "read", document);
  if (request.pageIndex !== undefined && request.pageIndex >= document.pages.length) {
    throw notFound("Page not found.");
  }
  return { blocks: documentBlocks(document.pages, request.pageIndex), settings, documentId: document.id };
};
