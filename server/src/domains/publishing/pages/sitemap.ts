import { SitemapStream, streamToPromise } from "sitemap";

export interface SitemapEntry {
  /** A path on this site. */
  path: string;
  lastmod?: string;
  changefreq?: "hourly" | "daily" | "weekly";
}

/** One sitemap holds at most 50,000 URLs (sitemaps.org); Wordloom lists up to this many public documents. */
export const SITEMAP_MAX_DOCUMENTS = 45_000;

/** sitemap.xml (`sitemap` 8): absolute URLs of the public pages. */
export const buildSitemap = async (origin: string, entries: readonly SitemapEntry[]): Promise<string> => {
  const stream = new SitemapStream({ hostname: origin });
  for (const entry of entries) {
    stream.write({
      url: entry.path,
      ...(entry.lastmod ? { lastmod: entry.lastmod } : {}),
      ...(entry.changefreq ? { changefreq: entry.changefreq } : {}),
    });
  }
  stream.end();
  return (await streamToPromise(stream)).toString("utf8");
};

export const robotsTxt = (origin: string): string => `User-agent: *
Allow: /publications/
Disallow: /api/
Disallow: /publications/search
Sitemap: ${origin}/sitemap.xml
`;
