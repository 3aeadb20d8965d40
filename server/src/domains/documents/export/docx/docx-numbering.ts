import { AlignmentType, LevelFormat, type INumberingOptions } from "docx";
import type { Block } from "@wordloom/shared/model";

const BULLETS = "wordloom-bullets";
const NUMBERS = "wordloom-numbers";

const indent = (level: number) => ({ paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } });

/** Bullets (•, then ◦ nested) and numbers (1., then i., ii. nested: spec document 2 §2, roman numerals). */
export const NUMBERING: INumberingOptions = {
  config: [
    {
      reference: BULLETS,
      levels: [
        { level: 0, format: LevelFormat.BULLET, text: "•", alignment: AlignmentType.LEFT, style: indent(0) },
        { level: 1, format: LevelFormat.BULLET, text: "◦", alignment: AlignmentType.LEFT, style: indent(1) },
      ],
    },
    {
      reference: NUMBERS,
      levels: [
        { level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.LEFT, style: indent(0) },
        { level: 1, format: LevelFormat.LOWER_ROMAN, text: "%2.", alignment: AlignmentType.LEFT, style: indent(1) },
      ],
    },
  ],
};

const LIST_LEVELS: Partial<Record<Block["htmlType"], { reference: string; level: number }>> = {
  "bullet-item": { reference: BULLETS, level: 0 },
  "nested-bullet-item": { reference: BULLETS, level: 1 },
  "number-item": { reference: NUMBERS, level: 0 },
  "nested-number-item": { reference: NUMBERS, level: 1 },
};

/** Where a list block sits in Word's numbering; `instance` starts numbering again for each separate list. */
export const listNumbering = (block: Block, instance: number) => {
  const level = LIST_LEVELS[block.htmlType];
  return level ? { ...level, instance } : undefined;
};
