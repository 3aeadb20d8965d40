import type { PiiEntityType } from "./types";

const star = (value: string): string => value.replace(/[\p{L}\p{N}]/gu, "*");

/** "**** **** **** 1234": every digit but the last four hidden, in groups of four counted from the end. */
export const maskCard = (value: string): string => {
  const digits = value.replace(/\D/g, "");
  const hidden = "*".repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
  const groups: string[] = [];
  for (let end = hidden.length; end > 0; end -= 4) {
    groups.unshift(hidden.slice(Math.max(0, end - 4), end));
  }
  return groups.join(" ");
};

/** "j***@example.com": the first character of the local part, then three asterisks. */
export const maskEmail = (value: string): string => {
  const at = value.lastIndexOf("@");
  return at <= 0 ? star(value) : `${value.slice(0, 1)}***${value.slice(at)}`;
};

/** Digits hidden except the last `keep`, separators and letters kept: "+1-984-182-0190" → "+*-***-***-0190". */
export const maskDigitsKeepLast = (value: string, keep: number): string => {
  const total = value.replace(/\D/g, "").length;
  let seen = 0;
  return value.replace(/\d/g, (digit) => {
    seen += 1;
    return seen > total - keep ? digit : "*";
  });
};

/** "GB****************6119": country code and the last four characters. */
export const maskIban = (value: string): string => {
  const compact = value.replace(/\s/g, "");
  return compact.slice(0, 2) + "*".repeat(Math.max(0, compact.length - 6)) + compact.slice(-4);
};

/** "106.*.*.*" for IPv4, the first group then "****" groups for IPv6. */
export const maskIp = (value: string): string => {
  if (value.includes(":")) {
    const [first = ""] = value.split(":");
    return `${first}:****:****:…`;
  }
  const [first = ""] = value.split(".");
  return `${first}.*.*.*`;
};

/** Scheme and the host's first letter kept, the rest of the host and the path hidden: "https://w**.e******.com/***". */
export const maskUrl = (value: string): string => {
  const match = /^((?:[a-z]+:\/\/)?)([^/?#]*)(.*)$/i.exec(value);
  if (!match) {
    return star(value);
  }
  const [, scheme = "", host = "", rest = ""] = match;
  const labels = host.split(".");
  const masked = labels
    .map((label, index) => (index === labels.length - 1 ? label : label.slice(0, 1) + "*".repeat(Math.max(0, label.length - 1))))
    .join(".");
  return scheme + masked + (rest.length > 1 ? `/${"*".repeat(3)}` : rest);
};

/** A date with only its year left: "12/03/1990" → "**\/**\/1990", "3 May 1985" → "* *** 1985". */
export const maskDate = (value: string): string => {
  const year = /(?:1[89]|20)\d\d(?!.*(?:1[89]|20)\d\d)/.exec(value);
  if (!year) {
    return star(value);
  }
  return star(value.slice(0, year.index)) + year[0] + star(value.slice(year.index + year[0].length));
};

/** Each word's first character kept: "Jane Doe" → "J*** D**", "221B Baker Street" → "2*** B**** S*****". */
export const maskWords = (value: string): string =>
  value.replace(/[\p{L}\p{N}]+/gu, (word) => word.slice(0, 1) + "*".repeat(word.length - 1));

/** The masking operation of each entity type. */
export const maskPii = (entityType: PiiEntityType, value: string): string => {
  switch (entityType) {
    case "creditCard":
      return maskCard(value);
    case "email":
      return maskEmail(value);
    case "phone":
      return maskDigitsKeepLast(value, 4);
    case "ssn":
      return maskDigitsKeepLast(value, 4);
    case "iban":
      return maskIban(value);
    case "ipAddress":
      return maskIp(value);
    case "url":
      return maskUrl(value);
    case "dateOfBirth":
      return maskDate(value);
    case "person":
    case "address":
    case "location":
    case "organization":
      return maskWords(value);
  }
};
