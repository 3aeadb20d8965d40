import { eq } from "drizzle-orm";
import { DEFAULT_CHECK_SETTINGS, documentBlocks } from "@wordloom/shared/analysis";
import type { AppContext } from "../../context";
import { scoreDocument } from "../analysis/score-document";
import { documents } from "../documents/documents.tables";
import { publications } from "./publishing.tables";

/**
 * The AI engagement score (spec document 2 §3 docAIRating: the mean of clarity, creativity,
 * credibility and engagement, 0–10) of a document made public, from the same rating engine the
 * editor's AI rating panel uses, stored for "top AI-rated". A document too short to rate (fewer than
 * 5 sentences) keeps none. Runs after the publish answered; a failure leaves the score as it was.
 */
export const ratePublication = async (ctx: Pick<AppContext, "db" | "checks">, documentId: string): Promise<number | null> => {
  const [document] = await ctx.db
    .select({ id: documents.id, title: documents.title, pages: documents.pages })
    .from(documents)
    .where(eq(documents.id, documentId));
  if (!document) {
    return null;
  }
  const blocks = documentBlocks(document.pages);
  try {
    const rating = await scoreDocument(ctx, "rating", {
      blocks,
      settings: DEFAULT_CHECK_SETTINGS,
      documentId: document.id,
      title: document.title,
      requestedPage: null,
      pages: [{ pageIndex: 0, blocks }],
      isSubmission: false,
    });
    const score = "document_score" in rating && typeof rating.document_score === "number" ? rating.document_score : null;
    await ctx.db.update(publications).set({ aiRating: score }).where(eq(publications.documentId, document.id));
    return score;
  } catch {
    return null;
  }
};

/** Work started by a request that outlives its answer; the app waits for it when it closes. */
export class BackgroundWork {
  private readonly running = new Set<Promise<unknown>>();

  run(task: () => Promise<unknown>): void {
    const promise = task()
      .catch(() => undefined)
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async settle(): Promise<void> {
    await Promise.all([...this.running]);
  }
}
