/** A 32-bit FNV-1a hash: the seed of every offline generation, so the same input gives the same draft. */
export const seedOf = (...parts: readonly string[]): number => {
  let hash = 0x811c9dc5;
  for (const character of parts.join("\u241E")) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

export type Random = () => number;

/** mulberry32: small, fast and good enough to pick among templates. */
export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const pick = <T>(random: Random, items: readonly [T, ...T[]]): T => items[Math.floor(random() * items.length)] ?? items[0];

/** A seeded Fisher–Yates shuffle (a copy). */
export const shuffled = <T>(random: Random, items: readonly T[]): T[] => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const current = copy[index] as T;
    copy[index] = copy[other] as T;
    copy[other] = current;
  }
  return copy;
};
