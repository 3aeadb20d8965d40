/**
 * The rules of public publishing that both sides apply (spec document 2 §1, §4, §5, §9): tags,
 * slugs, reading time, cover image limits and the share links of each network.
 */

/** Spec document 2 §5 and §9: at most 20 hashtags. */
export const MAX_TAGS = 20;
/** Wordloom's cap on one tag (not shown in the spec), "#" included. */
export const MAX_TAG_CHARS = 50;

/**
 * The tags as stored (spec document 2 §5): every entry is split on spaces and on "#" (so a pasted
 * "#one #two" or "one two" gives two tags), each tag is prefixed with "#", empty and repeated ones
 * (regardless of case) are dropped, and those beyond 20 are cut.
 */
export const normalizeTags = (input: readonly string[]): string[] => {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const entry of input) {
    for (const part of entry.split(/[\s#,]+/u)) {
      const word = part.replace(/[^\p{L}\p{N}_-]/gu, "").slice(0, MAX_TAG_CHARS - 1);
      if (!word || seen.has(word.toLowerCase())) {
        continue;
      }
      seen.add(word.toLowerCase());
      tags.push(`#${word}`);
      if (tags.length === MAX_TAGS) {
        return tags;
      }
    }
  }
  return tags;
};

/** Wordloom's cap on a slug's length (not shown in the spec). */
export const MAX_SLUG_CHARS = 80;

/**
 * The slug made from a title: lower-case ASCII letters and digits joined by "-", accents folded
 * ("Café au lait" → "cafe-au-lait"); "untitled" when nothing is left. The server adds "-2", "-3"…
 * when the author already has the slug.
 */
export const slugify = (title: string): string => {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_CHARS)
    .replace(/-+$/g, "");
  return slug || "untitled";
};

/** A slug as it may appear in a public link. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reading speed for the reading time (Wordloom's choice: 200 words a minute, at least 1 minute). */
export const WORDS_PER_MINUTE = 200;
export const readingMinutes = (wordCount: number): number => Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));

/** The public link's path (spec document 2 §2: /publications/@{handle}/{slug}). */
export const publicationPath = (handle: string, slug: string): string =>
  `/publications/@${encodeURIComponent(handle)}/${encodeURIComponent(slug)}`;
/** The author listing's path (spec document 1 §2: /publications/author/@{handle}). */
export const authorPath = (handle: string): string => `/publications/author/@${encodeURIComponent(handle)}`;

/** Cover image rules (spec document 2 §5, §9). */
export const COVER = {
  /** The crop's default aspect ratio: 2.23 (700 × 300). */
  aspect: 2.23,
  width: 700,
  height: 300,
  /** A gif over 2 MB is refused. */
  maxGifBytes: 2 * 1024 * 1024,
  /** Any file over 25 MB is refused. */
  maxBytes: 25 * 1024 * 1024,
  /** Other files of 1 MB or more (and every webp) are compressed to at most 1 MB and 1920 px. */
  compressAboveBytes: 1024 * 1024,
  targetBytes: 1024 * 1024,
  maxSide: 1920,
} as const;

/** Users' rating of an article (spec document 2 §5, §9): 0.5 to 5 in half steps. */
export const RATING = { min: 0.5, max: 5, step: 0.5 } as const;

/** Public comments (Wordloom's limits; the spec does not show them). */
export const PUBLIC_COMMENT = {
  maxChars: 2000,
  /** At most this many comments per user per window. */
  ratePerWindow: 5,
  windowSeconds: 60,
} as const;

/** Where a public document can be shared (spec document 2 §1, §4); "link" is the copied link. */
export const SHARE_NETWORKS = ["x", "facebook", "whatsapp", "linkedin", "email"] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];
/** Where a share went: a network, a copied link, or the device's own share sheet (the Web Share API). */
export const SHARE_CHANNELS = [...SHARE_NETWORKS, "link", "device"] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/**
 * Each network's documented share URL for a public link (X web intent, Facebook sharer, WhatsApp
 * click-to-chat, LinkedIn share-offsite, mailto). E-mail shares copy the HTML content instead
 * (spec document 2 §4); its mailto link is the fallback.
 */
export const shareUrl = (network: ShareNetwork, url: string, title: string): string => {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case "x":
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "email":
      return `mailto:?subject=${t}&body=${u}`;
  }
};
