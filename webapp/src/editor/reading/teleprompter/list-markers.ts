import type { Block } from "@wordloom/shared/model";
import { nestedNumberMarker } from "../../core/roman";

/**
 * The marker shown before each list block: "•" for bullets, 1. 2. 3. for numbered items and
 * i. ii. for nested numbered items. A run of numbered items restarts after any other block except
 * its nested items; nested numbering restarts at each outer item.
 */
export const listMarkers = (blocks: readonly Block[]): Map<string, string> => {
  const markers = new Map<string, string>();
  let number = 0;
  let nested = 0;
  for (const block of blocks) {
    switch (block.htmlType) {
      case "bullet-item":
      case "nested-bullet-item":
        markers.set(block.id, "•");
        number = block.htmlType === "bullet-item" ? 0 : number;
        nested = 0;
        break;
      case "number-item":
        number += 1;
        nested = 0;
        markers.set(block.id, `${number}.`);
        break;
      case "nested-number-item":
        nested += 1;
        markers.set(block.id, `${nestedNumberMarker(nested)}.`);
        break;
      default:
        number = 0;
        nested = 0;
    }
  }
  return markers;
};
