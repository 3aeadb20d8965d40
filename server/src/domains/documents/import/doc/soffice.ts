import { execFile } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);

/** LibreOffice's conversion is killed after this long; the import worker's own limit is longer. */
const SOFFICE_TIMEOUT_MS = 15_000;

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

let located: string | null | undefined;

/** The `soffice` on PATH (or SOFFICE_PATH), looked up once; null when LibreOffice is not installed. */
export const findSoffice = (): string | null => {
  if (located === undefined) {
    const explicit = process.env.SOFFICE_PATH;
    const candidates = explicit
      ? [explicit]
      : (process.env.PATH ?? "")
          .split(path.delimiter)
          .filter(Boolean)
          .map((folder) => path.join(folder, "soffice"));
    located = candidates.find(isExecutable) ?? null;
  }
  return located;
};

/**
 * Converts a .doc to .docx with headless LibreOffice. Each job gets its own profile folder
 * (-env:UserInstallation), so parallel conversions never share or lock one, and everything is
 * deleted afterwards.
 */
export const convertDocToDocx = async (soffice: string, bytes: Uint8Array): Promise<Buffer> => {
  const folder = await mkdtemp(path.join(os.tmpdir(), "wordloom-doc-"));
  try {
    const input = path.join(folder, "input.doc");
    const output = path.join(folder, "out");
    await writeFile(input, bytes);
    await run(
      soffice,
      [
        `-env:UserInstallation=${pathToFileURL(path.join(folder, "profile")).href}`,
        "--headless",
        "--norestore",
        "--nolockcheck",
        "--nodefault",
        "--convert-to",
        "docx:MS Word 2007 XML",
        "--outdir",
        output,
        input,
      ],
      { timeout: SOFFICE_TIMEOUT_MS, killSignal: "SIGKILL", maxBuffer: 1024 * 1024, env: { ...process.env, HOME: folder } },
    );
    return await readFile(path.join(output, "input.docx"));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};
