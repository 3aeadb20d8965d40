import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A fresh, migrated PostgreSQL database for this run; empty when the suite runs on PGlite. */
    databaseUrl: string;
  }
}

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * With TEST_DATABASE_URL (a PostgreSQL server URL), creates a fresh database for this run, migrates
 * it once and drops it afterwards. Without it, each test file opens its own in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide("databaseUrl", "");
    return;
  }
  const name = `wordloom_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = withDatabase(serverUrl, name);
  const database = openDatabase({ databaseUrl, pgliteDir: "memory://", poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide("databaseUrl", databaseUrl);

  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
}
