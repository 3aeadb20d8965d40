import { z } from "zod";

/**
 * What a string in a request may hold. Two rules hold for every string of every request, checked
 * once by the server before any schema runs (`findUnstorableStrings`): no NUL (U+0000), which
 * PostgreSQL's text and jsonb cannot store, and no unpaired UTF-16 surrogate, which has no UTF-8
 * form. Other control characters are a per-field decision, made by the helpers below and written
 * into each field's description (so OpenAPI shows it):
 *
 * - `singleLine`: names, e-mail addresses, ids, search queries, URLs — every control character is refused.
 * - `plainText`: multi-line text a user writes (descriptions, requests) — tab, line feed and carriage
 *   return are kept, other control characters are refused.
 * - `documentText`: the text of a document's sentences — tab, line feed and carriage return are
 *   kept; other control characters (Word's line-break, page-break and cell marks among them) are
 *   removed when a document is saved, so a paste from Word never fails a save, and kept as sent by
 *   the checks, whose findings point into the text the client sent.
 * - `opaqueText`: passwords and tokens, compared or hashed and never shown or stored as sent —
 *   every character but the two above is taken as it is.
 */

/** The index of the first NUL or unpaired surrogate in the string, or -1. */
export const firstUnstorableIndex = (value: string): number => {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code === 0) {
      return index;
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) {
        return index;
      }
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return index;
    }
  }
  return -1;
};

export const UNSTORABLE_MESSAGE = "Must not contain NUL characters or unpaired surrogates";
export const CONTROL_CHARACTER_MESSAGE = "Must not contain control characters";
export const PLAIN_TEXT_MESSAGE = "Must be plain text";

// eslint-disable-next-line no-control-regex -- matching control characters is the point of these rules
const ANY_CONTROL = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point of these rules
const CONTROL_BUT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const storable = (value: string) => firstUnstorableIndex(value) === -1;

/** One line of text: every control character (tab and line breaks included) is refused. */
export const singleLine = (max: number) =>
  z
    .string()
    .max(max)
    .refine(storable, { message: UNSTORABLE_MESSAGE })
    .refine((value) => !ANY_CONTROL.test(value), { message: CONTROL_CHARACTER_MESSAGE })
    .describe("One line: control characters are refused.");

/** Plain text: tab, line feed and carriage return are kept, other control characters refused. */
export const plainText = (max: number) =>
  z
    .string()
    .max(max)
    .refine(storable, { message: UNSTORABLE_MESSAGE })
    .refine((value) => !new RegExp(CONTROL_BUT_WHITESPACE.source).test(value), { message: PLAIN_TEXT_MESSAGE })
    .describe("Plain text: tab and line breaks are kept, other control characters are refused.");

/** Removes the control characters `documentText` does not keep. */
export const stripControlCharacters = (value: string): string => value.replace(CONTROL_BUT_WHITESPACE, "");

/**
 * A document's text: tab, line feed and carriage return are kept; other control characters are
 * accepted, and removed on save (`stripControlCharacters`, applied to the pages a save sends), so
 * text pasted from Word with its line-break and cell marks still saves. Removing characters one by
 * one keeps a sentence's text equal to the text of its fragments.
 */
export const documentText = (max: number) =>
  z
    .string()
    .max(max)
    .refine(storable, { message: UNSTORABLE_MESSAGE })
    .describe("Document text: tab and line breaks are kept; other control characters are removed when a document is saved.");

/** A password or token: any character but NUL and unpaired surrogates, as sent. */
export const opaqueText = (max: number) =>
  z
    .string()
    .max(max)
    .refine(storable, { message: UNSTORABLE_MESSAGE })
    .describe("Compared or hashed, never shown: any character but NUL and unpaired surrogates.");
