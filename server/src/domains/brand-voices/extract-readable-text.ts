/**
 * Readable text of a web page for drafting a brand voice: the title, meta description and site
 * name, then headings and paragraphs in order. Scripts, styles, navigation, forms and other chrome
 * are dropped; entities are decoded; control characters are removed. A simple extractor on purpose:
 * its output is only ever text, never put into a page as HTML.
 */

export interface ReadablePage {
  title: string;
  siteName: string;
  description: string;
  headings: { level: number; text: string }[];
  paragraphs: string[];
}

const MAX_BLOCKS = 200;
const MAX_BLOCK_CHARS = 1000;

/** Elements whose whole content is dropped. */
const DROPPED = [
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "iframe",
  "object",
  "canvas",
  "nav",
  "footer",
  "aside",
  "form",
  "button",
  "select",
  "head",
];
const BLOCKS = new Set(["p", "li", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "td", "dd", "dt", "figcaption"]);

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  copy: "©",
  reg: "®",
  trade: "™",
  middot: "·",
  bull: "•",
};

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });

/** Plain, single-spaced text without control or bidi-override characters. */
const cleanText = (text: string): string =>
  decodeEntities(text)
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_BLOCK_CHARS);

const attribute = (tag: string, name: string): string => {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match?.[2] ?? match?.[3] ?? match?.[4] ?? "";
};

/** content= of the first <meta name|property=…> among the keys. */
const metaContent = (html: string, keys: readonly string[]): string => {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const key = (attribute(tag, "name") || attribute(tag, "property")).toLowerCase();
    if (keys.includes(key)) {
      return cleanText(attribute(tag, "content"));
    }
  }
  return "";
};

const stripDropped = (html: string): string => {
  let text = html.replace(/<!--[\s\S]*?-->/g, " ");
  for (const tag of DROPPED) {
    text = text.replace(new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}\\s*>`, "gi"), " ");
  }
  return text;
};

export const extractReadableText = (html: string): ReadablePage => {
  const title = cleanText(/<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? "");
  const siteName = metaContent(html, ["og:site_name", "application-name"]);
  const description = metaContent(html, ["description", "og:description", "twitter:description"]);
  const body = stripDropped(html);
  const headings: ReadablePage["headings"] = [];
  const paragraphs: string[] = [];
  let current: { tag: string; text: string } | null = null;
  const flush = () => {
    const text = current ? cleanText(current.text) : "";
    if (current && text.length >= 3 && headings.length + paragraphs.length < MAX_BLOCKS) {
      const level = /^h([1-6])$/.exec(current.tag)?.[1];
      if (level) {
        headings.push({ level: Number(level), text });
      } else if (!paragraphs.includes(text)) {
        paragraphs.push(text);
      }
    }
    current = null;
  };
  const tagPattern = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi;
  let position = 0;
  for (let match = tagPattern.exec(body); match; match = tagPattern.exec(body)) {
    if (current) {
      current.text += body.slice(position, match.index);
    }
    position = match.index + match[0].length;
    const [, closing, rawName = ""] = match;
    const name = rawName.toLowerCase();
    if (BLOCKS.has(name)) {
      flush();
      if (!closing) {
        current = { tag: name, text: "" };
      }
    } else if (name === "br" && current) {
      current.text += " ";
    }
  }
  flush();
  return { title, siteName, description, headings, paragraphs };
};
