import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** How often the counted reads are written (Wordloom's choice). */
export const READ_FLUSH_MS = 5_000;

/** Crawlers, link unfurlers and monitors do not count as readers (as Outline does not count bot views). */
const BOT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|monitor|curl|wget|python-requests|headless|lighthouse/i;
export const isBot = (userAgent: string | undefined): boolean => !userAgent || BOT.test(userAgent);

/**
 * Reads of public articles, counted in memory and added to `publications.read_count` in one
 * statement every few seconds (and on shutdown): an article page then costs no write, so a busy
 * page is served at the speed of its reads. A crash loses at most the last few seconds of reads,
 * which only nudge the trending score.
 */
export class ReadCounter {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Database) {}

  count(documentId: string): void {
    this.pending.set(documentId, (this.pending.get(documentId) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), READ_FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what was counted; concurrent calls run one after the other. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.flushing
      .then(async () => {
        if (batch.size === 0) {
          return;
        }
        const values = sql.join(
          [...batch].map(([id, reads]) => sql`(${id}::uuid, ${reads}::int)`),
          sql`, `,
        );
        await this.db.execute(
          sql`UPDATE publications SET read_count = read_count + batch.reads FROM (VALUES ${values}) AS batch(id, reads) WHERE publications.document_id = batch.id`,
        );
      })
      .catch(() => undefined);
    return this.flushing;
  }
}
