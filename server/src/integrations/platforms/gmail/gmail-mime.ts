import { randomBytes } from "node:crypto";
import { PlatformError } from "../platform-error";

/**
 * An RFC 2822 / MIME message (RFC 2045–2047, 2231) for users.messages.send.
 *
 * NOTE: the issue asks for a MIME library (nodemailer's MailComposer, MIT-0, no dependencies, Node
 * >= 20); none is installed in this repository yet, so this file composes the few parts we need by
 * the RFCs: UTF-8 headers as RFC 2047 encoded words, an HTML body and attachments in base64 with
 * 76-character lines, multipart/mixed when there are attachments. It is the only place that knows
 * the format: replace its body with MailComposer once the package is added.
 */
export interface OutgoingMail {
  from: string;
  to: readonly string[];
  cc?: readonly string[];
  bcc?: readonly string[];
  subject: string;
  html: string;
  attachments?: readonly { fileName: string; mimeType: string; bytes: Uint8Array }[];
  date: Date;
}

const CRLF = "\r\n";
const ADDRESS = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/;
const MIME_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i;

const base64Lines = (bytes: Uint8Array): string =>
  (
    Buffer.from(bytes)
      .toString("base64")
      .match(/.{1,76}/g) ?? []
  ).join(CRLF);

const isPrintableAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** RFC 2047 "B" encoded words of at most 75 characters, split on whole characters. */
function encodedWords(text: string): string {
  if (isPrintableAscii(text)) {
    return text;
  }
  const words: string[] = [];
  let current = "";
  for (const char of text) {
    if (Buffer.byteLength(current + char, "utf8") > 45) {
      words.push(current);
      current = "";
    }
    current += char;
  }
  words.push(current);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, "utf8").toString("base64")}?=`).join(`${CRLF} `);
}

/** A file name parameter: quoted when ASCII, else RFC 2231 `filename*=UTF-8''…`. */
function fileNameParameter(name: string, value: string): string {
  if (isPrintableAscii(value)) {
    return `${name}="${value.replace(/["\\]/g, "\\$&")}"`;
  }
  return `${name}*=UTF-8''${encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** RFC 2822 date-time in UTC ("Sun, 29 Nov 2026 02:50:16 +0000"). */
const rfc2822Date = (date: Date) => date.toUTCString().replace(/GMT$/, "+0000");

function addresses(field: string, list: readonly string[]): string {
  for (const address of list) {
    if (!ADDRESS.test(address)) {
      throw new PlatformError("validation", `Gmail: "${address}" in ${field} is not an e-mail address.`);
    }
  }
  return list.join(", ");
}

function part(headers: string[], body: string): string {
  return [...headers, "", body].join(CRLF);
}

export function composeMail(mail: OutgoingMail): Buffer {
  if (/[\r\n]/.test(mail.subject)) {
    throw new PlatformError("validation", "Gmail: the subject must be one line.");
  }
  const headers = [
    `From: ${addresses("From", [mail.from])}`,
    `To: ${addresses("To", mail.to)}`,
    ...(mail.cc?.length ? [`Cc: ${addresses("Cc", mail.cc)}`] : []),
    // Gmail takes Bcc recipients from this header and removes it before delivery.
    ...(mail.bcc?.length ? [`Bcc: ${addresses("Bcc", mail.bcc)}`] : []),
    `Subject: ${encodedWords(mail.subject)}`,
    `Date: ${rfc2822Date(mail.date)}`,
    "MIME-Version: 1.0",
  ];
  const htmlHeaders = ["Content-Type: text/html; charset=UTF-8", "Content-Transfer-Encoding: base64"];
  const htmlBody = base64Lines(Buffer.from(mail.html, "utf8"));
  const attachments = mail.attachments ?? [];
  if (attachments.length === 0) {
    return Buffer.from(part([...headers, ...htmlHeaders], htmlBody), "utf8");
  }
  const boundary = `wordloom-${randomBytes(12).toString("hex")}`;
  const parts = [
    part(htmlHeaders, htmlBody),
    ...attachments.map((attachment) => {
      if (!MIME_TYPE.test(attachment.mimeType)) {
        throw new PlatformError("validation", `Gmail: "${attachment.mimeType}" is not a MIME type.`);
      }
      if (/[\r\n]/.test(attachment.fileName)) {
        throw new PlatformError("validation", "Gmail: an attachment's file name must be one line.");
      }
      return part(
        [
          `Content-Type: ${attachment.mimeType}; ${fileNameParameter("name", attachment.fileName)}`,
          `Content-Disposition: attachment; ${fileNameParameter("filename", attachment.fileName)}`,
          "Content-Transfer-Encoding: base64",
        ],
        base64Lines(attachment.bytes),
      );
    }),
  ];
  const body = [...parts.map((item) => `--${boundary}${CRLF}${item}`), `--${boundary}--`, ""].join(CRLF);
  return Buffer.from([...headers, `Content-Type: multipart/mixed; boundary="${boundary}"`, "", body].join(CRLF), "utf8");
}
