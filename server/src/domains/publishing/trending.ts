/**
 * Trending: Reddit's "hot" ranking (reddit/r2, r2/lib/db/_sorts.pyx, `_hot`), applied to a
 * weighted count of a document's interactions instead of votes:
 *
 *   points = 1·likes + 3·comments + 2·bookmarks + 2·shares + 1·links + 0.1·reads
 *   score  = log10(max(points, 1)) + (publishedSeconds − EPOCH) / 45000
 *
 * Time decays a document's standing the way Reddit's does: every 12.5 hours of age costs it as much
 * as a tenfold difference in points, so a new document needs ten times fewer interactions to rank
 * beside one published half a day before it. Unlike Hacker News' gravity
 * `(points−1)^0.8 / (age_hours+2)^1.8` (also in ../shared/reference), the order this gives never
 * changes with the clock (only interactions move a document), so the score is stored with each
 * document, indexed, and updated with the counts that change it: the trending page reads the top
 * of an index instead of scoring every public document on every request.
 *
 * Weights (Wordloom's choice): a comment or a bookmark says more than a like, a share carries the
 * document to new readers; a read counts a tenth of a like, so heavy traffic alone ranks, but slowly.
 * `publishedSeconds` is the first publish, so making a document private and public again does not
 * make it new.
 */
export const TRENDING_EPOCH_SECONDS = 1_704_067_200; // 2024-01-01T00:00:00Z
export const TRENDING_DECAY_SECONDS = 45_000;

export const TRENDING_WEIGHTS = { likes: 1, comments: 3, bookmarks: 2, shares: 2, links: 1, reads: 0.1 } as const;

export interface TrendingInputs {
  likes: number;
  comments: number;
  bookmarks: number;
  shares: number;
  links: number;
  reads: number;
  firstPublishedAt: Date;
}

export const trendingPoints = (counts: Omit<TrendingInputs, "firstPublishedAt">): number =>
  TRENDING_WEIGHTS.likes * counts.likes +
  TRENDING_WEIGHTS.comments * counts.comments +
  TRENDING_WEIGHTS.bookmarks * counts.bookmarks +
  TRENDING_WEIGHTS.shares * counts.shares +
  TRENDING_WEIGHTS.links * counts.links +
  TRENDING_WEIGHTS.reads * counts.reads;

export const trendingScore = (inputs: TrendingInputs): number =>
  Math.log10(Math.max(trendingPoints(inputs), 1)) +
  (inputs.firstPublishedAt.getTime() / 1000 - TRENDING_EPOCH_SECONDS) / TRENDING_DECAY_SECONDS;

/**
 * The same formula in SQL: `publications.trending_score` is a generated column over the counts, so
 * every statement that changes a count changes the score with it (no read-modify-write race).
 */
export const trendingSql = (columns: Record<keyof typeof TRENDING_WEIGHTS | "firstPublishedEpoch", string>): string =>
  `(log(greatest(1.0, ${(Object.keys(TRENDING_WEIGHTS) as (keyof typeof TRENDING_WEIGHTS)[])
    .map((name) => `${TRENDING_WEIGHTS[name]} * ${columns[name]}`)
    .join(" + ")}))::double precision + (${columns.firstPublishedEpoch} - ${TRENDING_EPOCH_SECONDS}) / ${TRENDING_DECAY_SECONDS}.0)`;
