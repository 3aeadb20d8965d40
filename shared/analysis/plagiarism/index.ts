export { fnv1a64, compareHash64, toSignedDecimal, toHex, Fnv1a64, type Hash64 } from "./hash64";
export { tokenize, type WordToken } from "./tokenize";
export { K, W, GUARANTEE, fingerprints, kgramHashes, winnow, type Fingerprint } from "./winnow";
export {
  containment,
  countsAsSource,
  SOURCE_SCORE_THRESHOLD,
  joinBlocks,
  locateSpans,
  matchedSpans,
  mergeRanges,
  type HashMatches,
  type JoinedBlocks,
  type LocatedSpan,
  type MatchedSpan,
} from "./spans";
