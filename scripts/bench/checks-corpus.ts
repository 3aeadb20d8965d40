// Text and index for bench:checks: real English prose (VADER's movie-review snippets, MIT, read from
// the handbook's eval-data by this script only) and a 100,000-document plagiarism index.
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { evalDataDir } from "../eval/eval-data-dir";

/** The 10,605 movie-review snippets, in file order (`repoRoot` is kept for callers; the folder is found from a worktree too). */
export const proseSnippets = (_repoRoot: string): string[] => {
  const file = path.join(evalDataDir(), "sentiment", "movieReviewSnippets_GroundTruth.txt");
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.split("\t")[2]?.trim() ?? "")
    .filter((text) => text.length > 0);
};

/** Paragraphs of about `wordsPerBlock` words, `totalWords` in all, taken in order from `offset`. */
export const proseBlocks = (repoRoot: string, totalWords: number, offset = 0, wordsPerBlock = 100) => {
  const snippets = proseSnippets(repoRoot);
  const blocks: Array<{ id: string; text: string }> = [];
  let words = 0;
  let current: string[] = [];
  let currentWords = 0;
  for (let index = offset; words < totalWords; index++) {
    const snippet = snippets[index % snippets.length] ?? "";
    const count = snippet.split(/\s+/).length;
    current.push(snippet.charAt(0).toUpperCase() + snippet.slice(1));
    currentWords += count;
    words += count;
    if (currentWords >= wordsPerBlock) {
      blocks.push({ id: `b${blocks.length}`, text: current.join(" ") });
      current = [];
      currentWords = 0;
    }
  }
  if (current.length > 0) {
    blocks.push({ id: `b${blocks.length}`, text: current.join(" ") });
  }
  return { blocks, words };
};

/**
 * 100,000 public documents with ~120 fingerprints each (12M rows), written by PostgreSQL itself.
 * Their hashes are random 64-bit values: winnowed k-gram hashes are uniformly distributed, so the
 * index has the size and selectivity of a real one; the documents' text is not stored.
 */
export const seedFingerprintIndex = async (databaseUrl: string, ownerId: string, documents = 100_000, perDocument = 120) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO documents (owner_id, title, category, visibility, pages, excerpt, word_count, created_at, updated_at)
       SELECT $1, 'Generated ' || n, 'General', 'public', '[]'::jsonb, '', 300, now(), now() FROM generate_series(1, $2) AS n`,
      [ownerId, documents],
    );
    await client.query(
      `INSERT INTO fingerprints (hash, document_id, position)
       SELECT ((random() * 2 - 1) * 9.2e18)::bigint, d.id, p
       FROM documents d, generate_series(1, $1) AS p WHERE d.title LIKE 'Generated %'`,
      [perDocument],
    );
    await client.query("COMMIT");
    await client.query("VACUUM ANALYZE fingerprints");
    await client.query("VACUUM ANALYZE documents");
    // Write the loaded pages out now: otherwise the next checkpoint does it while the checks are timed.
    await client.query("CHECKPOINT");
  } finally {
    await client.end();
  }
};
