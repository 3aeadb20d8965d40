import type { Block, Sentence } from "@wordloom/shared/model";

const renumberSentences = (sentences: readonly Sentence[], next: () => number): Sentence[] | null => {
  let changed = false;
  const result = sentences.map((sentence) => {
    let sentenceChanged = false;
    const fragments = sentence.fragments.map((fragment) => {
      if (!fragment.citation) {
        return fragment;
      }
      const citationIndex = next();
      if (fragment.citation.citationIndex === citationIndex) {
        return fragment;
      }
      sentenceChanged = true;
      return { ...fragment, citation: { ...fragment.citation, citationIndex } };
    });
    if (!sentenceChanged) {
      return sentence;
    }
    changed = true;
    return { ...sentence, fragments };
  });
  return changed ? result : null;
};

/**
 * Recalculates citation numbers (spec document 2 §5): each citation's citationIndex becomes its
 * place in document order, from 0. Blocks that need no change are returned as they are.
 */
export const renumberCitations = (blocks: readonly Block[]): Block[] => {
  let counter = 0;
  const next = () => counter++;
  return blocks.map((block) => {
    const sentences = renumberSentences(block.sentences, next);
    let cellsChanged = false;
    const cells = block.cells?.map((cell) => {
      const renumbered = renumberSentences(cell.sentences, next);
      if (!renumbered) {
        return cell;
      }
      cellsChanged = true;
      return { ...cell, sentences: renumbered };
    });
    if (!sentences && !cellsChanged) {
      return block;
    }
    return { ...block, ...(sentences ? { sentences } : {}), ...(cellsChanged ? { cells } : {}) };
  });
};
