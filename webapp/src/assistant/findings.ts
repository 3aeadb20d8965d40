import type { AssistantBlock } from "./assistant-host";
import type { TextSpan } from "./text-edits";

export type Keyed<T> = T & { key: string };

/** Findings keyed by block id, flattened in reading order (and by offset), each with a stable key. */
export const inReadingOrder = <T extends TextSpan>(results: Readonly<Record<string, readonly T[]>>, blocks: readonly AssistantBlock[]): Keyed<T>[] =>
  blocks.flatMap((block) =>
    [...(results[block.id] ?? [])].sort((left, right) => left.start - right.start).map((finding, index) => ({ ...finding, key: `${block.id}#${index}#${finding.start}` })),
  );

/** Whether a text has something to check (spec document 2 §5: no alphanumeric characters, no check). */
export const hasCheckableText = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** The blocks worth sending: the ones with letters or digits. */
export const checkableBlocks = (blocks: readonly AssistantBlock[]) => blocks.filter((block) => hasCheckableText(block.text));
