import type { AnalysisBlock } from "@wordloom/shared/analysis";
import { findIdioms, suggestIdioms } from "@wordloom/shared/analysis/idioms";
import { countWords, detectIntent, extractKeywords, locateSentences, readingTime, summarize } from "@wordloom/shared/analysis/overview";
import { decorators, enhancers, similarWords, type SimilarWordsInput } from "@wordloom/shared/analysis/refine";
import { createWordNetThesaurus, type WordNetThesaurus } from "../wordnet/thesaurus";

/**
 * Whole-text analyses that are not cached per block (they look at the text as a whole), run in the
 * check threads so a long document never blocks the event loop.
 */
export interface DocumentTaskInputs {
  overview: { pages: AnalysisBlock[][] };
  intent: { blocks: AnalysisBlock[]; topic?: string; title?: string };
  summary: { blocks: AnalysisBlock[]; isSubmission?: boolean };
  keywords: { blocks: AnalysisBlock[] };
  idioms: { blocks: AnalysisBlock[] };
  similarWords: SimilarWordsInput;
  decorators: { block: AnalysisBlock };
  enhancers: { block: AnalysisBlock };
}
export type DocumentTask = keyof DocumentTaskInputs;

let thesaurus: WordNetThesaurus | undefined;
/** One WordNet reader per thread, opened on first use. */
const wordNet = (): WordNetThesaurus => (thesaurus ??= createWordNetThesaurus());

/** Table cells arrive as blocks "<row id>:<cell index>"; a row is one paragraph. */
const paragraphId = (block: AnalysisBlock): string => (block.cellIndex === undefined ? block.id : block.id.replace(/:\d+$/, ""));

/** Overview counts (spec document 2 §2): pages, paragraphs with text, sentences, words, reading time. */
const overview = ({ pages }: DocumentTaskInputs["overview"]) => {
  const blocks = pages.flat();
  const words = blocks.reduce((total, block) => total + countWords(block.text), 0);
  return {
    pages: pages.length,
    paragraphs: new Set(blocks.filter((block) => block.text.trim().length > 0).map(paragraphId)).size,
    sentences: locateSentences(blocks).length,
    words,
    readingTime: readingTime(words),
  };
};

const TASKS: { [Task in DocumentTask]: (input: DocumentTaskInputs[Task]) => unknown } = {
  overview,
  intent: (input) => detectIntent(input),
  summary: ({ blocks, isSubmission }) => summarize(blocks, { isSubmission: isSubmission ?? false }),
  keywords: ({ blocks }) => extractKeywords(blocks),
  idioms: ({ blocks }) => ({ found: findIdioms(blocks), suggestions: suggestIdioms(blocks) }),
  similarWords: (input) => similarWords(input, wordNet()),
  decorators: async ({ block }) => ({ decorators: await decorators(block, wordNet()) }),
  enhancers: async ({ block }) => ({ enhancers: await enhancers(block, wordNet()) }),
};

export const isDocumentTask = (task: string): task is DocumentTask => Object.hasOwn(TASKS, task);

/** Runs one task; called inside the worker threads. */
export const runDocumentTask = <Task extends DocumentTask>(task: Task, input: DocumentTaskInputs[Task]): Promise<unknown> =>
  Promise.resolve((TASKS[task] as (input: DocumentTaskInputs[Task]) => unknown)(input));
