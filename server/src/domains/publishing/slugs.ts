import { and, eq } from "drizzle-orm";
import { MAX_SLUG_CHARS, slugify } from "@wordloom/shared/rules";
import type { Database } from "../../db/client";
import { publicationSlugs } from "./publishing.tables";

/** Enough tries for any author: "-2" … "-1000" after the title's slug, then a random suffix. */
const MAX_SUFFIX = 1000;

const candidate = (base: string, attempt: number): string => {
  if (attempt === 1) {
    return base;
  }
  const suffix = attempt <= MAX_SUFFIX ? `-${attempt}` : `-${crypto.randomUUID().slice(0, 8)}`;
  return `${base.slice(0, MAX_SLUG_CHARS - suffix.length).replace(/-+$/g, "")}${suffix}`;
};

/**
 * Claims a new slug for the document from its title: the title's slug, or the first of "-2", "-3"…
 * the author has not used (for this or any other document: a slug once given keeps pointing at its
 * document, so old links never reach another one). The unique key (author, slug) decides between
 * concurrent claims.
 */
export const claimSlug = async (
  db: Database,
  { authorId, documentId, title, now }: { authorId: string; documentId: string; title: string; now: Date },
) => {
  const base = slugify(title);
  for (let attempt = 1; ; attempt += 1) {
    const slug = candidate(base, attempt);
    const [claimed] = await db
      .insert(publicationSlugs)
      .values({ authorId, slug, documentId, createdAt: now })
      .onConflictDoNothing()
      .returning({ slug: publicationSlugs.slug });
    if (claimed) {
      return claimed.slug;
    }
    if (attempt > MAX_SUFFIX + 10) {
      throw new Error("could not claim a slug");
    }
  }
};

/** The document a slug of this author names (the current or an old one). */
export const documentOfSlug = async (db: Database, authorId: string, slug: string): Promise<string | null> => {
  const [row] = await db
    .select({ documentId: publicationSlugs.documentId })
    .from(publicationSlugs)
    .where(and(eq(publicationSlugs.authorId, authorId), eq(publicationSlugs.slug, slug)));
  return row?.documentId ?? null;
};
