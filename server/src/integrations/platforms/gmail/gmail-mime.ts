import MailComposer from "nodemailer/lib/mail-composer";
import { PlatformError } from "../platform-error";

/**
 * An RFC 2822 / MIME message for users.messages.send, composed by nodemailer's MailComposer (UTF-8
 * headers as encoded words, the HTML body and attachments in base64, multipart/mixed when there are
 * attachments). Wordloom refuses what must never reach a header first (line breaks, anything that
 * is not a bare address, a MIME type that is not one), so no user input can add a header.
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

const ADDRESS = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/;
const MIME_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i;

function addresses(field: string, list: readonly string[]): string[] {
  for (const address of list) {
    if (!ADDRESS.test(address)) {
      throw new PlatformError("validation", `Gmail: "${address}" in ${field} is not an e-mail address.`);
    }
  }
  return [...list];
}

function checkAttachments(attachments: OutgoingMail["attachments"] = []) {
  for (const attachment of attachments) {
    if (!MIME_TYPE.test(attachment.mimeType)) {
      throw new PlatformError("validation", `Gmail: "${attachment.mimeType}" is not a MIME type.`);
    }
    if (/[\r\n]/.test(attachment.fileName)) {
      throw new PlatformError("validation", "Gmail: an attachment's file name must be one line.");
    }
  }
  return attachments;
}

export async function composeMail(mail: OutgoingMail): Promise<Buffer> {
  if (/[\r\n]/.test(mail.subject)) {
    throw new PlatformError("validation", "Gmail: the subject must be one line.");
  }
  const message = new MailComposer({
    from: addresses("From", [mail.from])[0],
    to: addresses("To", mail.to),
    cc: mail.cc?.length ? addresses("Cc", mail.cc) : undefined,
    bcc: mail.bcc?.length ? addresses("Bcc", mail.bcc) : undefined,
    subject: mail.subject,
    html: mail.html,
    date: mail.date,
    textEncoding: "base64",
    attachments: checkAttachments(mail.attachments).map((attachment) => ({
      filename: attachment.fileName,
      contentType: attachment.mimeType,
      content: Buffer.from(attachment.bytes),
      encoding: "base64",
    })),
  }).compile();
  // Gmail takes Bcc recipients from this header and removes it before delivery.
  message.keepBcc = true;
  return message.build();
}
