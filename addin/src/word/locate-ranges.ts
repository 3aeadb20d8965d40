import { planRange, type RangePlan } from "./plan-range";
import type { ReadDocument } from "./read-blocks";

/** A finding's place in the text that was analysed. */
export interface FindingSpan {
  key: string;
  blockId: string;
  start: number;
  end: number;
}

/** A finding's Word range, with the text it must hold (checked before highlighting). */
export interface LocatedRange {
  key: string;
  range: Word.Range;
  expectedText: string;
}

const SEARCH_OPTIONS = { matchCase: true, matchWildcards: false, matchWholeWord: false, ignorePunct: false, ignoreSpace: false };

interface PendingSearch {
  span: FindingSpan;
  expectedText: string;
  plan: RangePlan;
  hits: Word.RangeCollection[];
}

/**
 * Turns findings (character offsets in the analysed paragraphs) into Word ranges, in two round
 * trips for any number of findings: the word ranges of every affected paragraph, then every
 * search. Findings the planner refuses (the paragraph changed, an overlapping hit) get no range:
 * their cards still show, without a highlight.
 */
export const locateRanges = async (
  context: Word.RequestContext,
  document: ReadDocument,
  spans: readonly FindingSpan[],
): Promise<LocatedRange[]> => {
  const textOf = new Map(document.blocks.map((block) => [block.id, block.text]));
  const tokensOf = new Map<string, Word.RangeCollection>();
  for (const span of spans) {
    const paragraph = document.paragraphs.get(span.blockId);
    if (paragraph && !tokensOf.has(span.blockId)) {
      tokensOf.set(span.blockId, paragraph.getTextRanges([" "], false).load("items/text"));
    }
  }
  if (tokensOf.size === 0) {
    return [];
  }
  await context.sync();

  const pending: PendingSearch[] = [];
  for (const span of spans) {
    const tokens = tokensOf.get(span.blockId);
    const text = textOf.get(span.blockId);
    if (!tokens || text === undefined) {
      continue;
    }
    const result = planRange({ tokens: tokens.items.map((token) => token.text), text, start: span.start, end: span.end });
    const first = result.ok ? tokens.items[result.plan.firstToken] : undefined;
    const last = result.ok ? tokens.items[result.plan.lastToken] : undefined;
    if (!result.ok || !first || !last) {
      continue;
    }
    const scope = first === last ? first : first.expandTo(last);
    const hits = result.plan.steps.map((step) => scope.search(step.searchText, SEARCH_OPTIONS).load("items"));
    pending.push({ span, expectedText: text.slice(span.start, span.end), plan: result.plan, hits });
  }
  if (pending.length === 0) {
    return [];
  }
  await context.sync();

  const located: LocatedRange[] = [];
  for (const { span, expectedText, plan, hits } of pending) {
    const [headStep, tailStep] = plan.steps;
    const head = hits[0]?.items[headStep.hitIndex];
    const tail = tailStep ? hits[1]?.items[tailStep.hitIndex] : head;
    if (head && tail) {
      located.push({ key: span.key, range: head === tail ? head : head.expandTo(tail), expectedText });
    }
  }
  return located;
};
