import type { Database } from "./client";

/**
 * A prepared statement built once per database (PGlite in tests, the PostgreSQL pool in
 * production): drizzle builds its SQL text once, and PostgreSQL parses and plans it once per
 * connection. For the public pages' hot queries, building the SQL on each request cost as much
 * server CPU as everything else the page did (measured with `npm run bench:publishing`).
 */
export const preparedPerDatabase = <Prepared>(build: (db: Database) => Prepared): ((db: Database) => Prepared) => {
  const built = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
};
