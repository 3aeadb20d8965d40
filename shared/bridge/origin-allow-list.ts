/**
 * An exact-origin allow list. Each entry is normalised with `new URL(entry).origin`; entries that
 * are not URLs, and opaque origins ("null", file: or data: URLs), are dropped. A list with no
 * valid entry allows nothing (fail closed). Matching is `Set.has` on the exact origin string:
 * never a prefix, suffix or pattern.
 */
export interface OriginAllowList {
  has(origin: string): boolean;
  /** The normalised origins, for sending to each of them. */
  readonly origins: readonly string[];
}

const normalise = (entry: string): string | null => {
  try {
    const url = new URL(entry);
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      return null;
    }
    return url.origin === "null" ? null : url.origin;
  } catch {
    return null;
  }
};

export const createOriginAllowList = (entries: Iterable<string>): OriginAllowList => {
  const allowed = new Set<string>();
  for (const entry of entries) {
    const origin = normalise(entry);
    if (origin) {
      allowed.add(origin);
    }
  }
  return {
    has: (origin) => allowed.has(origin),
    origins: [...allowed],
  };
};
