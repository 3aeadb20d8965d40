// `npm run corpus:import <folder>`: adds every .txt, .md and .docx file in a folder (recursively)
// to the plagiarism reference corpus, on the database the server uses (DATABASE_URL or DATA_DIR).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import mammoth from "mammoth";
import { systemClock } from "../server/src/clock";
import { loadConfig } from "../server/src/config";
import { openDatabase } from "../server/src/db/client";
import { addReferenceText } from "../server/src/domains/analysis/plagiarism-index";

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

/** Markdown markup is dropped so only the prose is fingerprinted. */
const markdownToText = (markdown: string): string =>
  markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^[#>\s-*+]+/gm, "")
    .replace(/[*_`~]/g, "");

const readText = async (file: string): Promise<string> => {
  const extension = path.extname(file).toLowerCase();
  if (extension === ".docx") {
    return (await mammoth.extractRawText({ path: file })).value;
  }
  const raw = await readFile(file, "utf8");
  return extension === ".md" ? markdownToText(raw) : raw;
};

const folder = process.argv[2];
if (!folder) {
  console.error("Usage: npm run corpus:import <folder of .txt/.md/.docx files>");
  process.exit(2);
}
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 2 });
try {
  await database.migrate();
  const files = await filesIn(path.resolve(folder));
  if (files.length === 0) {
    console.error(`No .txt, .md or .docx files in ${folder}`);
    process.exitCode = 1;
  }
  let prints = 0;
  for (const [index, file] of files.entries()) {
    const text = await readText(file);
    const added = await addReferenceText(database.db, {
      title: path.basename(file, path.extname(file)),
      source: path.relative(process.cwd(), file),
      text,
      now: systemClock.now(),
    });
    prints += added.fingerprints;
    console.log(`[${index + 1}/${files.length}] ${path.basename(file)}: ${added.fingerprints} fingerprints`);
  }
  console.log(`Imported ${files.length} file(s), ${prints} fingerprints, into ${database.kind}.`);
} finally {
  await database.close();
}
