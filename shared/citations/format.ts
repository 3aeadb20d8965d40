import { fieldValue, type CitationData } from "./fields";

export interface FormattedCitation {
  /** The entry of the bibliography (or reference list) at the end of the document. */
  bibliography: string;
  /** The note shown in the page footer. */
  footnote: string;
  /** The source's address with https added when it had no scheme, if it has one. */
  url?: string;
}

/** Spec document 2 §5: addresses without http get https. */
export const withScheme = (url: string): string => (/^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url.replace(/^\/+/, "")}`);

/** Ends a part with a full stop unless it already ends a sentence. */
const closed = (part: string): string => (/[.!?]$/.test(part) ? part : `${part}.`);

const joinSentences = (parts: readonly string[]): string =>
  parts
    .filter((part) => part.length > 0)
    .map(closed)
    .join(" ");

const authorsOf = (author: string): string[] =>
  author
    .split(/\s*;\s*|\s+and\s+|\s*&\s*/)
    .map((name) => name.trim())
    .filter(Boolean);

/** "Ada Lovelace" → "Lovelace, Ada"; a name already written "Last, First" stays as it is. */
export const invertName = (name: string): string => {
  if (name.includes(",")) {
    return name;
  }
  const words = name.split(/\s+/);
  const last = words.pop() ?? "";
  return words.length > 0 ? `${last}, ${words.join(" ")}` : last;
};

/** "Lovelace, Ada" → "Ada Lovelace", for notes. */
const naturalName = (name: string): string => {
  const [last, first] = name.split(/\s*,\s*/, 2);
  return first ? `${first} ${last ?? ""}`.trim() : name;
};

const surname = (name: string): string => (name.includes(",") ? (name.split(",")[0] ?? name).trim() : (name.split(/\s+/).pop() ?? name));

const listNames = (names: readonly string[]): string => {
  if (names.length <= 1) {
    return names[0] ?? "";
  }
  if (names.length === 2) {
    return `${names[0] ?? ""} and ${names[1] ?? ""}`;
  }
  return `${names.slice(0, -1).join(", ")}, and ${names.at(-1) ?? ""}`;
};

/** Bibliography order: the first author inverted, the others as written ("Last, First, and First Last"). */
const bibliographyAuthors = (author: string): string => {
  const names = authorsOf(author);
  const [first, ...others] = names;
  if (!first) {
    return "";
  }
  const inverted = invertName(first);
  if (others.length === 0) {
    return inverted;
  }
  const rest = others.map(naturalName);
  return rest.length === 1 ? `${inverted}, and ${rest[0] ?? ""}` : `${inverted}, ${rest.slice(0, -1).join(", ")}, and ${rest.at(-1) ?? ""}`;
};

const noteAuthors = (author: string): string => listNames(authorsOf(author).map(naturalName));
const dateAuthors = (author: string): string => listNames(authorsOf(author).map(surname));

const accessedPart = (accessed: string) => (accessed ? `Accessed ${accessed}` : "");

/** Chicago notes and bibliography: "Last, First. Title. Publisher, Year." and "First Last, Title (Publisher, Year), page." */
const chicagoBibliography = (data: CitationData, url: string): FormattedCitation => {
  const value = (field: Parameters<typeof fieldValue>[1]) => fieldValue(data, field);
  const published = [value("publisher"), value("year")].filter(Boolean).join(", ");
  const bibliography = joinSentences([
    bibliographyAuthors(value("author")),
    value("title"),
    published,
    accessedPart(value("accessed")),
    url,
  ]);
  const facts = published ? ` (${published})` : "";
  const page = value("page") ? `, ${value("page")}` : "";
  const footnote = closed([noteAuthors(value("author")), `${value("title")}${facts}${page}`].filter(Boolean).join(", "));
  return { bibliography, footnote };
};

/** Chicago author-date: "Last, First. Year. Title. Publisher." and the in-text "(Last Year, page)". */
const chicagoAuthorDate = (data: CitationData, url: string): FormattedCitation => {
  const value = (field: Parameters<typeof fieldValue>[1]) => fieldValue(data, field);
  const bibliography = joinSentences([
    bibliographyAuthors(value("author")),
    value("year"),
    value("title"),
    value("publisher"),
    accessedPart(value("accessed")),
    url,
  ]);
  const page = value("page") ? `, ${value("page")}` : "";
  const footnote = `(${[dateAuthors(value("author")), value("year")].filter(Boolean).join(" ")}${page})`;
  return { bibliography, footnote };
};

/**
 * Legal (statute form, after the Bluebook): "Code § Section (Publisher Year)." or, for an online
 * source, "Code § Section, URL (last visited Accessed)." The bibliography leads with the title.
 */
const legal = (data: CitationData, url: string): FormattedCitation => {
  const value = (field: Parameters<typeof fieldValue>[1]) => fieldValue(data, field);
  const section = value("section").replace(/^§+\s*/, "");
  const provision = `${value("code")} § ${section}`;
  const published = [value("publisher"), value("year")].filter(Boolean).join(" ");
  const source = published ? ` (${published})` : url ? `, ${url}${value("accessed") ? ` (last visited ${value("accessed")})` : ""}` : "";
  const pin = value("page") ? `, at ${value("page")}` : "";
  const footnote = closed(`${provision}${pin}${source}`);
  const bibliography = closed(`${value("title") ? `${value("title")}, ` : ""}${provision}${source}`);
  return { bibliography, footnote };
};

/** Formats one citation in its style; pure, so the server and tests agree on every character. */
export const formatCitation = (data: CitationData): FormattedCitation => {
  const rawUrl = fieldValue(data, "url");
  const url = rawUrl ? withScheme(rawUrl) : "";
  const formatted =
    data.citationType === "legal"
      ? legal(data, url)
      : data.citationType === "chicago-author"
        ? chicagoAuthorDate(data, url)
        : chicagoBibliography(data, url);
  return url ? { ...formatted, url } : formatted;
};
