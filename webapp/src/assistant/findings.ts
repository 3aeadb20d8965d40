import { hasCheckableText } from "@wordloom/shared/rules";
import type { AssistantBlock } from "./assistant-host";
import type { TextSpan } from "./text-edits";

export type Keyed<T> = T & { key: string };

/** Findings keyed by block id, flattened in reading order (and by offset), each with a stable key. */
export const inReadingOrder = <T extends TextSpan>(
  results: Readonly<Record<string, readonly T[]>>,
  blocks: readonly AssistantBlock[],
): Keyed<T>[] =>
  blocks.flatMap((block) =>
    [...(results[block.id] ?? [])]
      .sort((left, right) => left.start - right.start)
      .map((finding, index) => ({ ...finding, key: `${block.id}#${index}#${finding.start}` })),
  );

/** The blocks worth sending: the ones with letters or digits. */
export const checkableBlocks = (blocks: readonly AssistantBlock[]) => blocks.filter((block) => hasCheckableText(block.text));
