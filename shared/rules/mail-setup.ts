import { CAMPAIGN_LIMITS } from "./campaign-limits";
import { CAMPAIGN_MESSAGES as M } from "./campaign-messages";

/**
 * The Mail Setup popup's rules (spec document 4 §5): valid addresses, duplicates ignored, at most
 * 10 in To, 10 in Cc and 100 in Bcc, at least one To recipient. Pasted text is split into addresses;
 * invalid ones are reported with "Some mails are invalid".
 */

/** A pragmatic address check (the one HTML's type=email uses), case-insensitive. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const isMailAddress = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

export type MailField = "to" | "cc" | "bcc";

export const MAIL_FIELD_LIMITS: Record<MailField, number> = {
  to: CAMPAIGN_LIMITS.mail.maxTo,
  cc: CAMPAIGN_LIMITS.mail.maxCc,
  bcc: CAMPAIGN_LIMITS.mail.maxBcc,
};

/** Addresses found in pasted text (separated by commas, semicolons, spaces or lines), lower-cased and de-duplicated. */
export const parsePastedAddresses = (text: string): { valid: string[]; invalid: string[] } => {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.replace(/^<|>$/g, "").trim())
    .filter(Boolean);
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    const address = part.toLowerCase();
    if (!isMailAddress(address)) {
      invalid.push(part);
    } else if (!valid.includes(address)) {
      valid.push(address);
    }
  }
  return { valid, invalid };
};

/** Lower-cased and de-duplicated, first occurrence kept. */
export const dedupeAddresses = (addresses: readonly string[]): string[] => [
  ...new Set(addresses.map((address) => address.trim().toLowerCase())),
];

export type MailProblem = { field: MailField | "attachments"; message: string };

/** Every rule of the Mail Setup save; an empty list means it saves. */
export const checkMailSetup = (mail: {
  to: readonly string[];
  cc: readonly string[];
  bcc: readonly string[];
  attachmentCount: number;
}): MailProblem[] => {
  const problems: MailProblem[] = [];
  for (const field of ["to", "cc", "bcc"] as const) {
    const list = dedupeAddresses(mail[field]);
    if (list.some((address) => !isMailAddress(address))) {
      problems.push({ field, message: M.mailsInvalid });
    }
    if (list.length > MAIL_FIELD_LIMITS[field]) {
      problems.push({ field, message: M.mailTooMany(field.toUpperCase(), MAIL_FIELD_LIMITS[field]) });
    }
  }
  if (dedupeAddresses(mail.to).length === 0) {
    problems.push({ field: "to", message: M.mailNeedsTo });
  }
  if (mail.attachmentCount > CAMPAIGN_LIMITS.mail.maxAttachments) {
    problems.push({ field: "attachments", message: M.maxAttachments });
  }
  return problems;
};
