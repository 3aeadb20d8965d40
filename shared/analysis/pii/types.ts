import type { TextLocation } from "../types";

/** The kinds of personal data Wordloom looks for (see sensitivity.ts for how sensitive each is). */
export type PiiEntityType =
  | "email"
  | "phone"
  | "creditCard"
  | "iban"
  | "ssn"
  | "ipAddress"
  | "url"
  | "dateOfBirth"
  | "person"
  | "address"
  | "location"
  | "organization";

export type PiiSensitivity = "high" | "medium" | "low";

/** One raw detection in a piece of text: `text.slice(start, end)` is the entity. */
export interface PiiSpan {
  entityType: PiiEntityType;
  start: number;
  end: number;
  /** Checksum-validated spans (cards, IBANs) win every overlap. */
  validated?: boolean;
}

/** A detection placed in a block, ready for the compliance pane. */
export type PiiFinding = TextLocation & {
  entityType: PiiEntityType;
  sensitivity: PiiSensitivity;
  /** A short snippet of the surrounding text (ellipses where it was cut). */
  context: string;
  /** The entity with most of it replaced by asterisks, e.g. "**** **** **** 1234" or "j***@example.com". */
  masked: string;
  /** For table cells: the cell's index in its row. */
  cellIndex?: number;
};
