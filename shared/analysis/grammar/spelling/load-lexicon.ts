import { findHarperDictionary } from "./harper-dictionary-source";
import { buildHarperLexicon } from "./harper-lexicon";
import { alphabetOf } from "./one-edit";
import type { SpellingLexicon } from "./skipped-names";

interface NodeFs {
  readFileSync(path: URL): Uint8Array;
}

/** Node's file API where there is one (the server's check threads), without a static import shared code cannot make. */
const nodeFs = (): NodeFs | undefined =>
  (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.("node:fs") as NodeFs | undefined;

/** The bytes behind Harper's binary URL: read from disk under Node (as harper.js itself does), fetched elsewhere. */
const readBinary = async (url: string): Promise<Uint8Array | null> => {
  if (url.startsWith("file:")) {
    return nodeFs()?.readFileSync(new URL(url)) ?? null;
  }
  const response = await fetch(url);
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
};

/**
 * The word forms of the Harper binary at `url` (~135,000, ~11 MB of heap, built once per thread);
 * null when the binary cannot be read or holds no dictionary text Wordloom can find. Without it the
 * spelling pass skips no word: Harper then searches suggestions for every unknown word, as before.
 */
export const loadSpellingLexicon = async (url: string): Promise<SpellingLexicon | null> => {
  try {
    const bytes = await readBinary(url);
    const source = bytes ? findHarperDictionary(bytes) : null;
    if (!source) {
      return null;
    }
    const words = buildHarperLexicon(source);
    return { words, alphabet: alphabetOf(words) };
  } catch (error) {
    console.warn("Harper's dictionary could not be read; spelling suggestions are searched for every unknown word", error);
    return null;
  }
};
