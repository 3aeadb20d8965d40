/**
 * 64-bit FNV-1a over the UTF-8 bytes of a string, computed in four 16-bit limbs with plain numbers.
 *
 * Why this hash:
 * - 64 bits, as analysis.md §10 asks (a 25-bit hash collides at corpus scale); the value fits PostgreSQL `bigint`.
 * - FNV-1a is standard and tiny, so the server, a SQL function or a Python script can recompute the same value, and
 *   the published test vectors check it. Hashing the UTF-8 bytes (not raw UTF-16 code units) keeps it standard.
 * - The limbs avoid BigInt in the hot loop (BigInt arithmetic is ~20× slower); BigInt is used once per selected
 *   fingerprint to print the signed decimal. A BigInt reference implementation in the tests checks the limb maths.
 *
 * FNV-1a: h = 0xcbf29ce484222325; for each byte b: h ^= b; h *= 0x100000001b3 (mod 2^64).
 */

/** A 64-bit value as two unsigned 32-bit halves. */
export interface Hash64 {
  hi: number;
  lo: number;
}

/** Incremental FNV-1a 64: feed bytes or strings, then read the value. */
export class Fnv1a64 {
  // Limbs, least significant first, each 0..0xffff. Start at the offset basis 0xcbf29ce484222325.
  private h0 = 0x2325;
  private h1 = 0x8422;
  private h2 = 0x9ce4;
  private h3 = 0xcbf2;

  /** Mixes one byte (0..255). */
  byte(value: number): void {
    this.h0 ^= value;
    // Multiply by the FNV prime 2^40 + 0x1b3: h * 0x1b3 plus h shifted left by 40 bits.
    const t0 = this.h0 * 0x1b3;
    let t1 = this.h1 * 0x1b3;
    let t2 = this.h2 * 0x1b3 + (this.h0 << 8);
    const t3 = this.h3 * 0x1b3 + (this.h1 << 8);
    t1 += t0 >>> 16;
    this.h0 = t0 & 0xffff;
    t2 += t1 >>> 16;
    this.h1 = t1 & 0xffff;
    this.h3 = (t3 + (t2 >>> 16)) & 0xffff;
    this.h2 = t2 & 0xffff;
  }

  /** Mixes the UTF-8 bytes of `text` (lone surrogates become U+FFFD, as TextEncoder does). */
  text(text: string): void {
    for (let index = 0; index < text.length; index += 1) {
      let code = text.charCodeAt(index);
      if (code >= 0xd800 && code <= 0xdfff) {
        const next = text.charCodeAt(index + 1);
        if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
          index += 1;
        } else {
          code = 0xfffd;
        }
      }
      if (code < 0x80) {
        this.byte(code);
      } else if (code < 0x800) {
        this.byte(0xc0 | (code >> 6));
        this.byte(0x80 | (code & 0x3f));
      } else if (code < 0x10000) {
        this.byte(0xe0 | (code >> 12));
        this.byte(0x80 | ((code >> 6) & 0x3f));
        this.byte(0x80 | (code & 0x3f));
      } else {
        this.byte(0xf0 | (code >> 18));
        this.byte(0x80 | ((code >> 12) & 0x3f));
        this.byte(0x80 | ((code >> 6) & 0x3f));
        this.byte(0x80 | (code & 0x3f));
      }
    }
  }

  value(): Hash64 {
    return { hi: ((this.h3 << 16) | this.h2) >>> 0, lo: ((this.h1 << 16) | this.h0) >>> 0 };
  }
}

/** FNV-1a 64 of a whole string. */
export const fnv1a64 = (text: string): Hash64 => {
  const hash = new Fnv1a64();
  hash.text(text);
  return hash.value();
};

/** Unsigned order of two 64-bit values: negative, zero or positive. */
export const compareHash64 = (a: Hash64, b: Hash64): number => (a.hi !== b.hi ? a.hi - b.hi : a.lo - b.lo);

/** The value as a signed 64-bit decimal string (fits PostgreSQL `bigint`). */
export const toSignedDecimal = (hash: Hash64): string => BigInt.asIntN(64, (BigInt(hash.hi) << 32n) | BigInt(hash.lo)).toString();

/** The value as 16 lower-case hex digits (for tests and logs). */
export const toHex = (hash: Hash64): string => hash.hi.toString(16).padStart(8, "0") + hash.lo.toString(16).padStart(8, "0");
