import type { ImportKind } from "./draft";
import { parseFile } from "./parse-file";

/** A worker thread's task: parse one untrusted file, away from the event loop and under the pool's limits. */
export default function parseInWorker({ bytes, kind }: { bytes: Uint8Array; kind: ImportKind }) {
  return parseFile(bytes, kind);
}
