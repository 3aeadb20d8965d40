// Creates the throwaway benchmark database and fills it: users, one signed-in session and
// documents of about 1,000 words each.
import pg from "pg";
import { DEFAULT_DOCUMENT_CATEGORY, DOCUMENT_CATEGORIES } from "@wordloom/shared/model";
import { systemClock } from "../../server/src/clock";
import { loadConfig } from "../../server/src/config";
import { openDatabase } from "../../server/src/db/client";
import { documentSearch, documents } from "../../server/src/domains/documents/documents.tables";
import { users } from "../../server/src/domains/account/users.tables";
import { hashPassword } from "../../server/src/domains/auth/passwords";
import { startUserSession } from "../../server/src/domains/auth/sessions";
import { summarizePages } from "../../server/src/domains/documents/document-text";
import { buildPages, CONTENT_WORDS, createRng, paragraphs, title, type Rng } from "./text";

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The same server with another database name in the path. */
export const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** The URL without its password, for printing. */
export const redactUrl = (url: string): string => {
  const parsed = new URL(url);
  if (parsed.password) {
    parsed.password = "***";
  }
  return parsed.toString();
};

const adminQuery = async (adminUrl: string, text: string): Promise<pg.QueryResult> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
};

export const createDatabase = async (adminUrl: string, name: string): Promise<void> => {
  await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(name)}`);
};

/** Drops the database even if a connection was left open (PostgreSQL 13+). */
export const dropDatabase = async (adminUrl: string, name: string): Promise<void> => {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
};

export const serverVersion = async (adminUrl: string): Promise<string> => {
  const result = await adminQuery(adminUrl, "SHOW server_version");
  const row: unknown = result.rows[0];
  return row && typeof row === "object" && "server_version" in row ? String(row.server_version) : "unknown";
};

export interface SeedOptions {
  /** Documents of the benchmarked user. */
  documents: number;
  wordsPerDocument: number;
  /** Other users, each with their own documents, so the table and its indexes hold more than one owner. */
  otherUsers: number;
  documentsPerOtherUser: number;
  seed: number;
}

export interface SeedResult {
  accessToken: string;
  /** The benchmarked user's live documents, in insertion order. */
  documentIds: string[];
  /** Content words that occur in the benchmarked user's documents, common to rare, with their document counts. */
  searchWords: { word: string; documents: number }[];
  totalDocuments: number;
  averageWords: number;
}

const BATCH_SIZE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Fixed, so every run seeds the same timestamps. */
const BASE_TIME = Date.parse("2026-01-01T00:00:00.000Z");
const CATEGORIES: readonly string[] = DOCUMENT_CATEGORIES;

type DocumentInsert = typeof documents.$inferInsert;

const makeDocument = (
  rng: Rng,
  ownerId: string,
  wordsPerDocument: number,
  trashed: boolean,
): { row: DocumentInsert; searchText: string; words: Set<string> } => {
  // ±10% around the target, so documents are not all the same size.
  const target = Math.round(wordsPerDocument * (0.9 + rng.next() * 0.2));
  const text = paragraphs(rng, target);
  const pages = buildPages(rng, text);
  const createdAt = new Date(BASE_TIME - rng.int(1, 365) * DAY_MS - rng.int(0, DAY_MS));
  const updatedAt = new Date(Math.min(BASE_TIME, createdAt.getTime() + rng.int(0, 30) * DAY_MS + rng.int(0, DAY_MS)));
  const words = new Set(
    text
      .flat()
      .join(" ")
      .toLowerCase()
      .match(/[a-z]+/g) ?? [],
  );
  const { searchText, ...summary } = summarizePages(pages);
  return {
    searchText,
    row: {
      ownerId,
      title: title(rng),
      category: rng.next() < 0.6 ? DEFAULT_DOCUMENT_CATEGORY : rng.pick(CATEGORIES),
      visibility: rng.next() < 0.1 ? "public" : "private",
      pages,
      ...summary,
      createdAt,
      updatedAt,
      deletedAt: trashed ? updatedAt : null,
    },
    words,
  };
};

/** Up to `count` words spread evenly over the document-frequency range (most common to rarest). */
const chooseSearchWords = (frequency: Map<string, number>, count: number) => {
  const ranked = [...frequency.entries()].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const chosen: { word: string; documents: number }[] = [];
  for (let i = 0; i < count && ranked.length > 0; i++) {
    const entry = ranked[Math.round((i * (ranked.length - 1)) / Math.max(1, count - 1))];
    if (entry && !chosen.some((c) => c.word === entry[0])) {
      chosen.push({ word: entry[0], documents: entry[1] });
    }
  }
  return chosen;
};

/** Seeds the PostgreSQL database at `databaseUrl`, or (without one) the PGlite database in `pgliteDir`. */
export const seedDatabase = async (
  databaseUrl: string | undefined,
  options: SeedOptions,
  log: (line: string) => void,
  pgliteDir = "memory://",
): Promise<SeedResult> => {
  const handle = openDatabase({ databaseUrl, pgliteDir, poolSize: 4 });
  try {
    await handle.migrate();
    const { db } = handle;
    // Two hours of access token: far longer than a run; everything else is the server's default config.
    const config = loadConfig({ ACCESS_TOKEN_TTL_SECONDS: String(2 * 60 * 60) });
    const passwordHash = await hashPassword("wordloom bench password");
    const now = systemClock.now();
    const rng = createRng(options.seed);

    const owners = await db
      .insert(users)
      .values(
        Array.from({ length: options.otherUsers + 1 }, (_, i) => ({
          email: i === 0 ? "bench@example.test" : `bench-other-${i}@example.test`,
          passwordHash,
          fname: i === 0 ? "Bench" : "Other",
          lname: `User${i}`,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const benchUser = owners.find((owner) => owner.email === "bench@example.test");
    if (!benchUser) {
      throw new Error("could not create the bench user");
    }
    const { accessToken } = await startUserSession({ db, clock: systemClock, config }, benchUser.id, "wordloom-bench");

    // The bench user's live documents, a few of its documents in the trash, then the other users' documents (some trashed).
    const plan: { ownerId: string; trashed: boolean; bench: boolean }[] = [
      ...Array.from({ length: options.documents }, () => ({ ownerId: benchUser.id, trashed: false, bench: true })),
      ...Array.from({ length: Math.ceil(options.documents / 50) }, () => ({ ownerId: benchUser.id, trashed: true, bench: false })),
      ...owners
        .filter((owner) => owner.id !== benchUser.id)
        .flatMap((owner) =>
          Array.from({ length: options.documentsPerOtherUser }, (_, i) => ({ ownerId: owner.id, trashed: i % 10 === 9, bench: false })),
        ),
    ];

    const documentIds: string[] = [];
    const frequency = new Map<string, number>(CONTENT_WORDS.map((word) => [word, 0]));
    let totalWords = 0;
    for (let start = 0; start < plan.length; start += BATCH_SIZE) {
      const batch = plan
        .slice(start, start + BATCH_SIZE)
        .map((item) => ({ item, ...makeDocument(rng, item.ownerId, options.wordsPerDocument, item.trashed) }));
      const inserted = await db
        .insert(documents)
        .values(batch.map(({ row }) => row))
        .returning({ id: documents.id, ownerId: documents.ownerId, title: documents.title });
      await db.insert(documentSearch).values(
        inserted.map((document, i) => ({
          documentId: document.id,
          ownerId: document.ownerId,
          title: document.title,
          bodyText: batch[i]?.searchText ?? "",
        })),
      );
      batch.forEach(({ item, row, words }, i) => {
        totalWords += row.wordCount ?? 0;
        const id = inserted[i]?.id;
        if (item.bench && id) {
          documentIds.push(id);
          for (const word of words) {
            const n = frequency.get(word);
            if (n !== undefined) {
              frequency.set(word, n + 1);
            }
          }
        }
      });
      if ((start / BATCH_SIZE) % 10 === 9 || start + BATCH_SIZE >= plan.length) {
        log(`  seeded ${Math.min(start + BATCH_SIZE, plan.length)}/${plan.length} documents`);
      }
    }
    // A production table has planner statistics and a visibility map; give the fresh one the same.
    await handle.executeSql("VACUUM ANALYZE");
    return {
      accessToken,
      documentIds,
      searchWords: chooseSearchWords(frequency, 24),
      totalDocuments: plan.length,
      averageWords: Math.round(totalWords / plan.length),
    };
  } finally {
    await handle.close();
  }
};
