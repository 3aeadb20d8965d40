import type { Block } from "@wordloom/shared/model";

/** Consecutive table rows are one table; every other block stands alone. */
type BlockGroup = { kind: "table"; rows: Block[] } | { kind: "block"; block: Block };

export const groupBlocks = (blocks: readonly Block[]): BlockGroup[] => {
  const groups: BlockGroup[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.htmlType === "table-row" && last?.kind === "table") {
      last.rows.push(block);
    } else if (block.htmlType === "table-row") {
      groups.push({ kind: "table", rows: [block] });
    } else {
      groups.push({ kind: "block", block });
    }
  }
  return groups;
};

export const isListItem = (block: Block) => block.htmlType.endsWith("-item");
