/** Byte-order marks, checked longest first. */
const BOMS: { bytes: number[]; encoding: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: "utf-8" },
  { bytes: [0xff, 0xfe], encoding: "utf-16le" },
  { bytes: [0xfe, 0xff], encoding: "utf-16be" },
];

// eslint-disable-next-line no-control-regex -- control characters are what tells text from binary data
const BINARY_CHARACTER = /[\u0000-\u0008\u000E-\u001A\u001C-\u001F]/;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);

/** Whether the bytes start with a UTF-8 or UTF-16 byte-order mark. */
export const hasTextBom = (bytes: Uint8Array): boolean => BOMS.some((candidate) => startsWith(bytes, candidate.bytes));

/**
 * Decodes a plain-text file: UTF-8 unless a byte-order mark says UTF-16. Answers null for bytes
 * that are not valid text in that encoding, or that hold control characters text never has.
 */
export const decodeText = (bytes: Uint8Array): string | null => {
  const bom = BOMS.find((candidate) => startsWith(bytes, candidate.bytes));
  const encoding = bom?.encoding ?? "utf-8";
  let text: string;
  try {
    // The decoder drops the BOM itself (ignoreBOM is false).
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return BINARY_CHARACTER.test(text) ? null : text;
};
