import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Per-sense tag counts from WordNet's index.sense (7.3 MB): how often a word was tagged with a
 * sense in the Princeton sense-tagged corpora. The Refine tools use them to prefer familiar
 * words. Lines look like `walk%2:38:00:: 01908923 1 184` (sense key, synset offset, sense number,
 * tag count) and are sorted in byte order, so all senses of one lemma are found by binary search.
 * The file is read once, on first use, and kept as a Buffer with an index of line starts.
 */

/** The synset-type digit of a sense key → the data file letter (5, satellite adjectives, live in the adjective file). */
const SS_TYPE_LETTERS: Readonly<Record<string, string>> = { "1": "n", "2": "v", "3": "a", "4": "r", "5": "a" };
const NEWLINE = 10;

interface LoadedIndex {
  buffer: Buffer;
  lineStarts: Uint32Array;
}

const indexLines = (buffer: Buffer): Uint32Array => {
  const starts: number[] = [0];
  for (let at = buffer.indexOf(NEWLINE); at !== -1 && at + 1 < buffer.length; at = buffer.indexOf(NEWLINE, at + 1)) {
    starts.push(at + 1);
  }
  return Uint32Array.from(starts);
};

/** Byte-order comparison of the line at `start` with `key`, looking only at the key's length (0 = the line starts with the key). */
const compareLine = (buffer: Buffer, start: number, key: Buffer): number => {
  for (let index = 0; index < key.length; index += 1) {
    const byte = buffer[start + index];
    const keyByte = key[index] ?? 0;
    if (byte === undefined || byte === NEWLINE) {
      return -1;
    }
    if (byte !== keyByte) {
      return byte - keyByte;
    }
  }
  return 0;
};

export class SenseIndex {
  private loading: Promise<LoadedIndex> | undefined;

  constructor(private readonly dictPath: string) {}

  private load(): Promise<LoadedIndex> {
    this.loading ??= readFile(join(this.dictPath, "index.sense")).then((buffer) => ({ buffer, lineStarts: indexLines(buffer) }));
    return this.loading;
  }

  /** Tag counts of every sense of `lemma`, keyed by synset id ("v01908923"). */
  async tagCounts(lemma: string): Promise<Map<string, number>> {
    const { buffer, lineStarts } = await this.load();
    const key = Buffer.from(`${lemma.toLowerCase().replace(/ /g, "_")}%`, "latin1");
    let low = 0;
    let high = lineStarts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareLine(buffer, lineStarts[middle] ?? 0, key) < 0) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    const counts = new Map<string, number>();
    for (let line = low; line < lineStarts.length; line += 1) {
      const start = lineStarts[line] ?? 0;
      if (compareLine(buffer, start, key) !== 0) {
        break;
      }
      const end = buffer.indexOf(NEWLINE, start);
      const [senseKey = "", offset = "", , tagCount = "0"] = buffer.toString("latin1", start, end === -1 ? buffer.length : end).split(" ");
      const letter = SS_TYPE_LETTERS[senseKey.charAt(key.length)];
      if (letter) {
        counts.set(`${letter}${offset}`, Number(tagCount) || 0);
      }
    }
    return counts;
  }
}
