/**
 * A word-level diff (longest common subsequence over words and the spaces between them). The `diff`
 * package is not installed in this workspace and installing packages is not ours to do; block texts
 * are short (a paragraph), so the O(n × m) table is small. Past MAX_TABLE_CELLS the whole text is
 * reported as replaced instead.
 */

type DiffKind = "same" | "added" | "removed";

export interface DiffPart {
  kind: DiffKind;
  text: string;
}

/** About 1,000 × 1,000 tokens: 4 MB of table at most. */
export const MAX_TABLE_CELLS = 1_000_000;

/** Words and the whitespace between them, in order; joined they give the text back. */
export const tokenize = (text: string): string[] => text.match(/\s+|[^\s]+/g) ?? [];

const push = (parts: DiffPart[], kind: DiffKind, text: string) => {
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) {
    last.text += text;
  } else {
    parts.push({ kind, text });
  }
};

/** LCS lengths of every pair of suffixes, row-major in one typed array. */
const suffixTable = (before: readonly string[], after: readonly string[]): Uint32Array => {
  const width = after.length + 1;
  const table = new Uint32Array((before.length + 1) * width);
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      table[i * width + j] =
        before[i] === after[j]
          ? (table[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  }
  return table;
};

/** The parts of `before` and `after`: the same ones, those only in `before` (removed) and only in `after` (added). */
export const diffWords = (before: string, after: string): DiffPart[] => {
  const left = tokenize(before);
  const right = tokenize(after);
  const parts: DiffPart[] = [];
  if ((left.length + 1) * (right.length + 1) > MAX_TABLE_CELLS) {
    push(parts, "removed", before);
    push(parts, "added", after);
    return parts.filter((part) => part.text.length > 0);
  }
  const table = suffixTable(left, right);
  const width = right.length + 1;
  let i = 0;
  let j = 0;
  while (i < left.length || j < right.length) {
    const leftToken = left[i];
    const rightToken = right[j];
    if (leftToken !== undefined && leftToken === rightToken) {
      push(parts, "same", leftToken);
      i += 1;
      j += 1;
    } else if (
      rightToken === undefined ||
      (leftToken !== undefined && (table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0))
    ) {
      push(parts, "removed", leftToken ?? "");
      i += 1;
    } else {
      push(parts, "added", rightToken);
      j += 1;
    }
  }
  return parts;
};
