import { firstUnstorableIndex, UNSTORABLE_MESSAGE } from "../model/text";
import type { FieldIssue } from "./errors";

/** A field name fit to show back in an issue path: what it cannot hold replaced by U+FFFD. */
// eslint-disable-next-line no-control-regex -- NUL is what is replaced
const printable = (key: string) => (firstUnstorableIndex(key) === -1 ? key : key.replace(/[\u0000\uD800-\uDFFF]/g, "\uFFFD"));

/** A node still to visit: its value, its key in its parent, and the parent (paths are built only for issues). */
interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit, root: readonly (string | number)[]): (string | number)[] => {
  const keys: (string | number)[] = [];
  for (let node: Visit | null = visit; node?.key !== null && node; node = node.parent) {
    keys.push(node.key);
  }
  return [...root, ...keys.reverse()];
};

/**
 * Every string in a request part (values and field names, at any depth) that holds a NUL or an
 * unpaired surrogate, as field issues named by their path (`["body", "pages", 0, …]`); at most
 * `limit` of them. Walks without recursion and without copying paths, so neither the depth nor
 * the size of the value can overflow the stack or cost more than one visit per node.
 */
export const findUnstorableStrings = (value: unknown, root: readonly (string | number)[], limit = 10): FieldIssue[] => {
  const issues: FieldIssue[] = [];
  const pending: Visit[] = [{ value, key: null, parent: null }];
  while (pending.length > 0 && issues.length < limit) {
    const visit = pending.pop() as Visit;
    const node = visit.value;
    if (typeof node === "string") {
      if (firstUnstorableIndex(node) !== -1) {
        issues.push({ path: pathOf(visit, root), message: UNSTORABLE_MESSAGE });
      }
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (typeof node === "object" && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        if (firstUnstorableIndex(key) !== -1) {
          issues.push({ path: [...pathOf(visit, root), printable(key)], message: `Field names: ${UNSTORABLE_MESSAGE.toLowerCase()}` });
        }
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return issues;
};
