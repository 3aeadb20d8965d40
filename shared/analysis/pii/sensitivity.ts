import type { PiiEntityType, PiiSensitivity } from "./types";

/**
 * How sensitive each kind of personal data is. The compliance pane drops `low` items (spec 2 §5),
 * so only `high` and `medium` findings reach the user.
 *
 * | level  | types | why |
 * |--------|-------|-----|
 * | high   | ssn, creditCard, iban | identity theft or direct financial loss; validated by checksum or range rules |
 * | medium | email, phone, dateOfBirth, person, address, ipAddress | identify or locate a person (GDPR personal data; an IP address is an online identifier) |
 * | low    | url, location, organization | usually public: a web site, a city or country on its own, a company name |
 */
export const PII_SENSITIVITY: Readonly<Record<PiiEntityType, PiiSensitivity>> = {
  ssn: "high",
  creditCard: "high",
  iban: "high",
  email: "medium",
  phone: "medium",
  dateOfBirth: "medium",
  person: "medium",
  address: "medium",
  ipAddress: "medium",
  url: "low",
  location: "low",
  organization: "low",
};

/**
 * Which type wins when two detections overlap: checksum-validated types first, then the
 * pattern types with a strict shape, then the guesses (names, places, organisations).
 */
export const PII_PRIORITY: Readonly<Record<PiiEntityType, number>> = {
  creditCard: 100,
  iban: 100,
  ssn: 90,
  email: 80,
  url: 70,
  ipAddress: 70,
  phone: 60,
  dateOfBirth: 50,
  address: 40,
  person: 30,
  organization: 20,
  location: 10,
};
