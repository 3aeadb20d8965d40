import type { InlineRun } from "../draft";

/** The text of a block's runs with whitespace collapsed, and which run each character came from. */
interface FlatText {
  text: string;
  /** The run index of each UTF-16 unit of `text`. */
  owners: Int32Array;
  /** Footnote texts anchored on the character at a position (the last one before the reference mark). */
  footnotes: Map<number, string>;
}

const WHITESPACE = /\s/;
/** Control characters, zero-width spaces and stray byte-order marks carry no text. */
// eslint-disable-next-line no-control-regex -- dropping control characters from imported text is the point
const INVISIBLE = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u200B\uFEFF]/;

const addFootnote = (footnotes: Map<number, string>, position: number, footnote: string) => {
  const existing = footnotes.get(position);
  footnotes.set(position, existing ? `${existing} ${footnote}` : footnote);
};

/**
 * Joins the runs of one block into one line of text: runs of whitespace (line breaks and tabs
 * included) become one space, leading and trailing spaces go, invisible characters are dropped.
 */
export const flattenRuns = (runs: readonly InlineRun[]): FlatText => {
  const totalLength = runs.reduce((sum, run) => sum + run.text.length, 0);
  const owners = new Int32Array(totalLength);
  const parts: string[] = [];
  const footnotes = new Map<number, string>();
  const pending: string[] = [];
  let length = 0;
  let lastIsSpace = true;
  runs.forEach((run, runIndex) => {
    for (const char of run.text) {
      if (INVISIBLE.test(char)) {
        continue;
      }
      if (WHITESPACE.test(char)) {
        if (!lastIsSpace) {
          parts.push(" ");
          owners[length] = runIndex;
          length += 1;
          lastIsSpace = true;
        }
        continue;
      }
      parts.push(char);
      for (let unit = 0; unit < char.length; unit += 1) {
        owners[length] = runIndex;
        length += 1;
      }
      lastIsSpace = false;
      for (const footnote of pending.splice(0)) {
        addFootnote(footnotes, length - 1, footnote);
      }
    }
    if (run.footnote !== undefined) {
      const anchor = lastIsSpace ? length - 2 : length - 1;
      if (anchor >= 0) {
        addFootnote(footnotes, anchor, run.footnote);
      } else {
        pending.push(run.footnote);
      }
    }
  });
  let text = parts.join("");
  if (text.endsWith(" ")) {
    text = text.slice(0, -1);
  }
  return { text, owners: owners.subarray(0, text.length), footnotes };
};
