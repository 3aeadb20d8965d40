import { MAX_TAGS, normalizeTags } from "@wordloom/shared/rules";

/**
 * What typing in the hashtag box does (spec document 2 §5): a space or a "#" ends a tag, so the
 * words before it join the tags (each prefixed with "#"), and what follows stays in the box; tags
 * beyond 20 are cut.
 */
export const typeTags = (tags: readonly string[], typed: string): { tags: string[]; rest: string } => {
  const boundary = Math.max(typed.lastIndexOf(" "), typed.lastIndexOf("#"), typed.lastIndexOf(","));
  if (boundary < 0) {
    return { tags: [...tags], rest: typed };
  }
  const complete = typed.slice(0, boundary);
  const rest = typed.slice(boundary + 1);
  return { tags: normalizeTags([...tags, complete]), rest: typed[boundary] === "#" ? rest : rest.trimStart() };
};

/** Enter, leaving the box or pasting: everything typed becomes tags ("#one #two" gives two). */
export const commitTags = (tags: readonly string[], typed: string): string[] => normalizeTags([...tags, typed]);

export const removeTag = (tags: readonly string[], tag: string): string[] => tags.filter((item) => item !== tag);

export const tagsFull = (tags: readonly string[]) => tags.length >= MAX_TAGS;
