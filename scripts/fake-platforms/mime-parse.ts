// A strict reader of the RFC 2822 / MIME messages the fake Gmail receives: unfolded headers with
// RFC 2047 encoded words decoded, Content-Type parameters (RFC 2231 `name*=` included), multipart
// bodies split on their boundary, and base64 / quoted-printable bodies decoded. Written apart from the
// server's composer on purpose, so the fake checks what Gmail would parse, not what we meant to send.

export interface MimeEntity {
  headers: Map<string, string>;
  /** Content-Type without parameters, lower case ("text/html"). */
  type: string;
  params: Map<string, string>;
  /** The decoded body (leaf parts). */
  body: Buffer;
  parts: MimeEntity[];
}

const decodeWords = (value: string) =>
  value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );

/**
 * A header value with its parameters (RFC 2045 §5.1), RFC 2231 included: `name*=charset''%xx`,
 * continuations `name*0=…; name*1*=…` joined in order (only the first section carries the charset).
 */
export function parseParams(value: string): { type: string; params: Map<string, string> } {
  const [type = "", ...rest] = value.split(";");
  const params = new Map<string, string>();
  const sections = new Map<string, { index: number; text: string; encoded: boolean }[]>();
  for (const raw of rest) {
    const index = raw.indexOf("=");
    if (index < 0) {
      continue;
    }
    const key = raw.slice(0, index).trim().toLowerCase();
    let content = raw.slice(index + 1).trim();
    if (content.startsWith('"') && content.endsWith('"')) {
      content = content.slice(1, -1).replace(/\\(.)/g, "$1");
    }
    const extended = /^([^*]+)(?:\*(\d+))?(\*)?$/.exec(key);
    if (!extended || (extended[2] === undefined && extended[3] === undefined)) {
      params.set(key, decodeWords(content));
      continue;
    }
    const [, name = "", order = "0", star] = extended;
    const list = sections.get(name) ?? [];
    list.push({ index: Number(order), text: content, encoded: star !== undefined });
    sections.set(name, list);
  }
  for (const [name, list] of sections) {
    const ordered = list.sort((a, b) => a.index - b.index);
    const bytes = ordered.map((section, position) => {
      const text = section.encoded && position === 0 ? section.text.split("'").slice(2).join("'") : section.text;
      return section.encoded ? decodeURIComponent(text) : text;
    });
    params.set(name, bytes.join(""));
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeBody(raw: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "base64":
      if (!/^[A-Za-z0-9+/=\r\n]*$/.test(raw)) {
        throw new Error("a base64 body holds characters outside the base64 alphabet");
      }
      return Buffer.from(raw.replace(/\s+/g, ""), "base64");
    case "quoted-printable":
      return Buffer.from(
        raw.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      );
    default:
      return Buffer.from(raw, "latin1");
  }
}

/** Parses one entity; `text` is the message as latin1 (one char per byte). Throws on a malformed message. */
export function parseMime(text: string): MimeEntity {
  const split = text.indexOf("\r\n\r\n");
  if (split < 0) {
    throw new Error("no blank line (CRLF CRLF) between the headers and the body");
  }
  const headers = new Map<string, string>();
  for (const line of text
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) {
      throw new Error(`a header line without a name: "${line.slice(0, 40)}"`);
    }
    headers.set(
      line.slice(0, colon).trim().toLowerCase(),
      decodeWords(Buffer.from(line.slice(colon + 1).trim(), "latin1").toString("utf8")),
    );
  }
  const { type, params } = parseParams(headers.get("content-type") ?? "text/plain; charset=us-ascii");
  const raw = text.slice(split + 4);
  if (!type.startsWith("multipart/")) {
    return { headers, type, params, body: decodeBody(raw, headers.get("content-transfer-encoding")), parts: [] };
  }
  const boundary = params.get("boundary");
  if (!boundary) {
    throw new Error(`${type} without a boundary`);
  }
  const end = raw.indexOf(`\r\n--${boundary}--`);
  if (end < 0) {
    throw new Error("the multipart body has no closing boundary");
  }
  const sections = `\r\n${raw.slice(0, end)}`.split(`\r\n--${boundary}\r\n`).slice(1);
  if (sections.length === 0) {
    throw new Error("the multipart body has no parts");
  }
  return { headers, type, params, body: Buffer.alloc(0), parts: sections.map(parseMime) };
}

/** Every leaf part, depth first. */
export const leaves = (entity: MimeEntity): MimeEntity[] => (entity.parts.length === 0 ? [entity] : entity.parts.flatMap(leaves));
