import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareHash64, fnv1a64, toHex, toSignedDecimal } from "./hash64";

/** Reference FNV-1a 64 with BigInt over TextEncoder's UTF-8 bytes. */
const reference = (text: string): bigint => {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash;
};

describe("fnv1a64", () => {
  it("matches the published FNV-1a 64 test vectors", () => {
    expect(toHex(fnv1a64(""))).toBe("cbf29ce484222325");
    expect(toHex(fnv1a64("a"))).toBe("af63dc4c8601ec8c");
    expect(toHex(fnv1a64("foobar"))).toBe("85944171f73967e8");
  });

  // A hundred random strings against a BigInt reference: slow on a busy machine, so a generous timeout.
  it("equals a BigInt reference over UTF-8 for any string, including astral characters and lone surrogates", { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        const { hi, lo } = fnv1a64(text);
        expect((BigInt(hi) << 32n) | BigInt(lo)).toBe(reference(text));
      }),
    );
    expect(toHex(fnv1a64("naïve 😀 \ud800"))).toBe(reference("naïve 😀 \ud800").toString(16).padStart(16, "0"));
  });

  it("prints a signed 64-bit decimal that fits PostgreSQL bigint", () => {
    expect(toSignedDecimal(fnv1a64(""))).toBe("-3750763034362895579");
    expect(toSignedDecimal({ hi: 0, lo: 1 })).toBe("1");
    expect(toSignedDecimal({ hi: 0x7fffffff, lo: 0xffffffff })).toBe("9223372036854775807");
    expect(toSignedDecimal({ hi: 0x80000000, lo: 0 })).toBe("-9223372036854775808");
  });

  it("orders values as unsigned 64-bit numbers", () => {
    expect(compareHash64({ hi: 1, lo: 0 }, { hi: 0, lo: 0xffffffff })).toBeGreaterThan(0);
    expect(compareHash64({ hi: 0xffffffff, lo: 0 }, { hi: 0x7fffffff, lo: 0 })).toBeGreaterThan(0);
    expect(compareHash64({ hi: 5, lo: 7 }, { hi: 5, lo: 7 })).toBe(0);
  });
});
