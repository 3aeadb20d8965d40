/** The part of wordpos 2.1.0 (CommonJS, untyped) Wordloom uses; read from node_modules/wordpos/src. */
declare module "wordpos" {
  export interface WordPosPointer {
    /** WordNet pointer symbol: "@", "~", "&", "=", "+", "\\", "^", "$", "!", … */
    pointerSymbol: string;
    synsetOffset: string;
    /** n, v, a, s (satellite adjective) or r. */
    pos: string;
    /** Four hex digits: source word number then target word number; "0000" links whole synsets. */
    sourceTarget: string;
  }

  export interface WordPosSynset {
    synsetOffset: string;
    lexFilenum: number;
    lexName: string;
    pos: string;
    wCnt: number;
    lemma: string;
    /** Words of the synset, underscores for spaces, adjectives possibly marked "(a)", "(p)" or "(ip)". */
    synonyms: string[];
    lexId: string;
    ptrs: WordPosPointer[];
    /** The whole gloss: definition parts and quoted examples separated by "; ". */
    gloss: string;
    def: string;
    exp: string[];
  }

  export interface WordPosOptions {
    dictPath?: string;
    profile?: boolean;
    stopwords?: boolean | string[];
  }

  export default class WordPOS {
    constructor(options?: WordPosOptions);
    lookupNoun(word: string): Promise<WordPosSynset[]>;
    lookupVerb(word: string): Promise<WordPosSynset[]>;
    lookupAdjective(word: string): Promise<WordPosSynset[]>;
    lookupAdverb(word: string): Promise<WordPosSynset[]>;
    lookup(word: string): Promise<WordPosSynset[]>;
    /** The synset at `offset` in the data file of `pos` (n, v, a, s or r). */
    seek(offset: string | number, pos: string): Promise<WordPosSynset>;
    static WNdb: { path: string; version: string; libVersion: string };
  }
}
