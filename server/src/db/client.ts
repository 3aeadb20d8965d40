import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

/**
 * The drizzle database, the same type whether PGlite or PostgreSQL is behind it. Queries name their
 * tables (each domain's `*.tables.ts`), so the client needs no schema object listing them all.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = "pglite" | "postgres";

/** Runs raw SQL; pg-boss and a few maintenance tasks need it. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  executeSql: ExecuteSql;
  /** Set for PostgreSQL: lets pg-boss open its own pool. */
  connectionString?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

interface DatabaseOptions {
  /** A PostgreSQL URL; without it an embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; "memory://" keeps everything in memory (tests). */
  pgliteDir: string;
  poolSize?: number;
}

const openPostgres = (connectionString: string, poolSize: number): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const db = drizzlePg(pool);
  return {
    db,
    kind: "postgres",
    connectionString,
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      return { rows: result.rows };
    },
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
};

const openPglite = (dataDir: string): DatabaseHandle => {
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client);
  return {
    db,
    kind: "pglite",
    executeSql: async (text, values) => {
      // PGlite's query() takes one statement; parameterless multi-statement SQL (pg-boss's schema
      // migrations) goes through exec(), which answers one result per statement.
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
};

export const openDatabase = ({ databaseUrl, pgliteDir, poolSize = 10 }: DatabaseOptions): DatabaseHandle =>
  databaseUrl ? openPostgres(databaseUrl, poolSize) : openPglite(pgliteDir);

/** The rows of a raw `db.execute()` result; PGlite and node-postgres both answer `{ rows }`. */
export const resultRows = <Row>(result: unknown): Row[] =>
  (result !== null && typeof result === "object" && "rows" in result && Array.isArray(result.rows) ? result.rows : []) as Row[];

/**
 * Raw SQL with numbered parameters ($1, $2, …) run through a drizzle handle — a transaction
 * included — so pg-boss can insert jobs in the caller's transaction (its `insert` takes
 * `{ db: { executeSql } }`). Each `$n` becomes a bound parameter of its own, so each may appear
 * only once (a repeated one would lose the type PostgreSQL infers from its first use), and the
 * text must hold no other `$`.
 */
export const executeSqlOn =
  (db: Pick<Database, "execute">): ExecuteSql =>
  async (text, values = []) => {
    const chunks: SQL[] = [];
    const seen = new Set<string>();
    let last = 0;
    for (const match of text.matchAll(/\$(\d+)/g)) {
      const number = match[1] ?? "";
      if (seen.has(number)) {
        throw new Error(`executeSqlOn: $${number} appears twice in the statement`);
      }
      seen.add(number);
      chunks.push(sql.raw(text.slice(last, match.index)), sql`${values[Number(number) - 1] ?? null}`);
      last = match.index + match[0].length;
    }
    chunks.push(sql.raw(text.slice(last)));
    return { rows: resultRows(await db.execute(sql.join(chunks))) };
  };
