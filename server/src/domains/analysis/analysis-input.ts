import type { z } from "zod";
import { DEFAULT_CHECK_SETTINGS, documentBlocks, type AnalysisBlock, type CheckSettings } from "@wordloom/shared/analysis";
import type { AnalysisRequestSchema } from "@wordloom/shared/model";
import type { AppContext } from "../../context";
import type { UserRow } from "../account/users.tables";
import { notFound } from "../../errors";
import { authorize } from "../../policies/index";
import { documentPolicy } from "../documents/document.policy";
import { findDocument } from "../documents/find-document";

export interface AnalysisInput {
  blocks: AnalysisBlock[];
  settings: CheckSettings;
  /** The document checked, when the request named one. */
  documentId: string | null;
  /** The document's title: the saved one, or the one sent with the blocks (the editor's current title). */
  title: string | null;
  /** The page the request asked for (paginated mode), or null for the whole text. */
  requestedPage: number | null;
  /** The blocks page by page (sent blocks are one page), for the per-page scores. */
  pages: Array<{ pageIndex: number; blocks: AnalysisBlock[] }>;
  /**
   * Every block of the whole text, whichever page was asked for: rules about the document (the
   * graphs' 5-sentence minimum) count the document, not the page shown. Absent means `blocks`.
   */
  documentBlocks?: AnalysisBlock[];
  /** The document was written for a writing exercise: its graphs and summary have no minimum length (spec 2 §5). */
  isSubmission: boolean;
}

/**
 * What to check: the blocks a client sent, or a saved document's page (or all pages), which only
 * its owner may have checked.
 */
export const analysisInput = async (
  ctx: Pick<AppContext, "db">,
  user: UserRow,
  request: z.output<typeof AnalysisRequestSchema>,
): Promise<AnalysisInput> => {
  const settings: CheckSettings = { ...DEFAULT_CHECK_SETTINGS, ...(request.dialect ? { dialect: request.dialect } : {}) };
  if ("blocks" in request) {
    return {
      blocks: request.blocks,
      settings,
      documentId: null,
      title: request.title?.trim() || null,
      requestedPage: null,
      pages: [{ pageIndex: 0, blocks: request.blocks }],
      documentBlocks: request.blocks,
      isSubmission: false,
    };
  }
  const document = await findDocument(ctx.db, request.docId);
  authorize(user, "read", document, documentPolicy);
  if (request.pageIndex !== undefined && request.pageIndex >= document.pages.length) {
    throw notFound("Page not found.");
  }
  const pageIndexes = request.pageIndex === undefined ? document.pages.map((_page, index) => index) : [request.pageIndex];
  const pages = pageIndexes.map((pageIndex) => ({ pageIndex, blocks: documentBlocks(document.pages, pageIndex) }));
  const blocks = pages.flatMap((page) => page.blocks);
  return {
    blocks,
    settings,
    documentId: document.id,
    title: document.title,
    requestedPage: request.pageIndex ?? null,
    pages,
    documentBlocks: request.pageIndex === undefined ? blocks : documentBlocks(document.pages),
    isSubmission: document.submissionId !== null,
  };
};
