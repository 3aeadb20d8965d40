// `npm run corpus:import <folder>`: adds every .txt, .md and .docx file in a folder (recursively)
// to the plagiarism reference corpus, on the database the server uses (DATABASE_URL or DATA_DIR).
// Each file is read as the admin area's upload reads it (by its bytes; .docx through the document
// import's parser; Markdown reduced to prose); a file that cannot be read is reported and skipped.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { systemClock } from "../server/src/clock";
import { loadConfig } from "../server/src/config";
import { openDatabase } from "../server/src/db/client";
import { addReferenceText } from "../server/src/domains/analysis/plagiarism-index";
import { readReferenceFile } from "../server/src/domains/analysis/reference-corpus/read-reference-file";
import { ImportPool } from "../server/src/domains/documents/import/import-pool";

const EXTENSIONS = new Set([".txt", ".md", ".docx"]);

const filesIn = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? filesIn(full) : Promise.resolve(EXTENSIONS.has(path.extname(entry.name).toLowerCase()) ? [full] : []);
    }),
  );
  return nested.flat().sort();
};

const folder = process.argv[2];
if (!folder) {
  console.error("Usage: npm run corpus:import <folder of .txt/.md/.docx files>");
  process.exit(2);
}
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 2 });
const parser = new ImportPool({ threads: 1 });
try {
  await database.migrate();
  const files = await filesIn(path.resolve(folder));
  if (files.length === 0) {
    console.error(`No .txt, .md or .docx files in ${folder}`);
    process.exitCode = 1;
  }
  let prints = 0;
  let imported = 0;
  for (const [index, file] of files.entries()) {
    let text: string;
    try {
      text = await readReferenceFile(await readFile(file), parser);
    } catch (error) {
      console.error(
        `[${index + 1}/${files.length}] ${path.basename(file)}: skipped (${error instanceof Error ? error.message : String(error)})`,
      );
      process.exitCode = 1;
      continue;
    }
    const added = await addReferenceText(database.db, {
      title: path.basename(file, path.extname(file)),
      source: path.relative(process.cwd(), file),
      text,
      now: systemClock.now(),
    });
    prints += added.fingerprints;
    imported += 1;
    console.log(`[${index + 1}/${files.length}] ${path.basename(file)}: ${added.fingerprints} fingerprints`);
  }
  console.log(`Imported ${imported} of ${files.length} file(s), ${prints} fingerprints, into ${database.kind}.`);
} finally {
  await parser.close();
  await database.close();
}
