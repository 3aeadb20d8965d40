import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Files under DATA_DIR/media, written so that a crash or a race never leaves a file that nothing
 * references for long: the bytes go to a temporary name in `.incoming/` (never served: /media/
 * serves only `<folder>/<random>.<image extension>`), are moved to their final name inside the
 * database transaction that writes the reference (a failed move rolls the reference back), and a
 * replaced file is removed after the commit. What still slips through (a crash between the move and
 * the commit, a failed removal) is swept by sweepOrphanFiles.
 */

const INCOMING = ".incoming";

export interface StagedFile {
  /** Absolute path of the temporary file. */
  readonly tempPath: string;
}

/** A new random name in a media folder, e.g. `avatars/3f…a9.webp`. */
export const newMediaName = (folder: string, extension: string): string => `${folder}/${randomBytes(16).toString("hex")}.${extension}`;

/** Writes the bytes under a temporary name, ready to be moved in place by commitStagedFile. */
export const stageFile = async (mediaDir: string, bytes: Buffer): Promise<StagedFile> => {
  const folder = path.join(mediaDir, INCOMING);
  await mkdir(folder, { recursive: true });
  const tempPath = path.join(folder, `${randomBytes(16).toString("hex")}.part`);
  await writeFile(tempPath, bytes, { flag: "wx" });
  return { tempPath };
};

/** Moves a staged file to its final name (relative to the media folder); call it inside the transaction that stores the name. */
export const commitStagedFile = async (mediaDir: string, staged: StagedFile, storedPath: string): Promise<void> => {
  const target = path.join(mediaDir, storedPath);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(staged.tempPath, target);
};

/** Removes a staged file that will not be committed (no-op once it was moved). */
export const discardStagedFile = async (staged: StagedFile): Promise<void> => {
  await rm(staged.tempPath, { force: true });
};

/** Removes a stored file by its name relative to the media folder. */
export const removeMediaFile = async (mediaDir: string, storedPath: string | null): Promise<void> => {
  if (storedPath) {
    await rm(path.join(mediaDir, storedPath), { force: true });
  }
};

export interface SweepOptions {
  mediaDir: string;
  /** The folder swept (e.g. "avatars"); its files are named `<folder>/<name>` when asked about. */
  folder: string;
  now: Date;
  /** Files younger than this are left alone: an upload may be between its move and its commit. */
  graceMs: number;
  /** Of the given stored names, the ones something still references. */
  referenced: (storedPaths: readonly string[]) => Promise<ReadonlySet<string>>;
}

export interface SweepResult {
  removed: string[];
  kept: number;
}

const BATCH = 500;

const oldFiles = async (folder: string, cutoff: number): Promise<string[]> => {
  let entries: string[];
  try {
    entries = await readdir(folder);
  } catch {
    return [];
  }
  const names: string[] = [];
  for (const name of entries) {
    const info = await stat(path.join(folder, name)).catch(() => null);
    if (info?.isFile() && info.mtimeMs < cutoff) {
      names.push(name);
    }
  }
  return names;
};

/**
 * Removes the files of one media folder that nothing references and that are older than the grace
 * period, and temporary files of abandoned uploads older than it.
 */
export const sweepOrphanFiles = async ({ mediaDir, folder, now, graceMs, referenced }: SweepOptions): Promise<SweepResult> => {
  const cutoff = now.getTime() - graceMs;
  const removed: string[] = [];
  for (const name of await oldFiles(path.join(mediaDir, INCOMING), cutoff)) {
    await rm(path.join(mediaDir, INCOMING, name), { force: true });
    removed.push(`${INCOMING}/${name}`);
  }
  const candidates = (await oldFiles(path.join(mediaDir, folder), cutoff)).map((name) => `${folder}/${name}`);
  let kept = 0;
  for (let start = 0; start < candidates.length; start += BATCH) {
    const batch = candidates.slice(start, start + BATCH);
    const inUse = await referenced(batch);
    for (const storedPath of batch) {
      if (inUse.has(storedPath)) {
        kept += 1;
      } else {
        await rm(path.join(mediaDir, storedPath), { force: true });
        removed.push(storedPath);
      }
    }
  }
  return { removed, kept };
};
