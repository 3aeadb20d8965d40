import type { JSONContent } from "@tiptap/core";
import type { Mark } from "@tiptap/pm/model";
import type { Fragment } from "@wordloom/shared/model";

/** The formatting of a fragment: only the flags that are set (false flags are not kept). */
export type FragmentMarks = Pick<Fragment, "bold" | "italic" | "underline" | "code" | "href">;

const FLAGS = ["bold", "italic", "underline", "code"] as const;

/** A fragment's formatting from the editor marks of its text. */
export const fragmentMarksOf = (marks: readonly Mark[]): FragmentMarks => {
  const result: FragmentMarks = {};
  for (const mark of marks) {
    const name = mark.type.name;
    if (name === "link" && typeof mark.attrs.href === "string") {
      result.href = mark.attrs.href;
    } else if ((FLAGS as readonly string[]).includes(name)) {
      result[name as (typeof FLAGS)[number]] = true;
    }
  }
  return result;
};

/** The formatting of a stored fragment, normalised (only set flags). */
export const marksOfFragment = (fragment: Fragment): FragmentMarks => {
  const result: FragmentMarks = {};
  for (const flag of FLAGS) {
    if (fragment[flag] === true) {
      result[flag] = true;
    }
  }
  if (fragment.href !== undefined) {
    result.href = fragment.href;
  }
  return result;
};

/** Editor marks in the schema's order (link first: it has the highest priority). */
export const marksToJSON = (marks: FragmentMarks): NonNullable<JSONContent["marks"]> => [
  ...(marks.href === undefined ? [] : [{ type: "link", attrs: { href: marks.href } }]),
  ...FLAGS.filter((flag) => marks[flag] === true).map((flag) => ({ type: flag })),
];

export const sameMarks = (left: FragmentMarks, right: FragmentMarks): boolean =>
  FLAGS.every((flag) => Boolean(left[flag]) === Boolean(right[flag])) && left.href === right.href;

/** The formatting two fragments share (for the space joining two sentences). */
export const commonMarks = (left: FragmentMarks, right: FragmentMarks): FragmentMarks => {
  const result: FragmentMarks = {};
  for (const flag of FLAGS) {
    if (left[flag] === true && right[flag] === true) {
      result[flag] = true;
    }
  }
  if (left.href !== undefined && left.href === right.href) {
    result.href = left.href;
  }
  return result;
};
