import { kindOfCategory, type GrammarCategory, type GrammarFinding } from "../types";
import type { Token } from "./tokens";

/** One sentence as Wordloom's rules see it: its tokens, with offsets into the block text. */
export interface RuleInput {
  /** The whole block text. */
  text: string;
  tokens: readonly Token[];
  /** Whether this sentence ends the block. */
  isLastSentence: boolean;
  /** The block's type (editor htmlType, "table-cell"…), when known. */
  blockType?: string;
}

/** A Wordloom rule: a small, precise check of one sentence. */
export interface WordloomRule {
  id: string;
  check(input: RuleInput): GrammarFinding[];
}

export interface FindingInit {
  rule: string;
  from: Token;
  /** Last token of the flagged span (defaults to `from`). */
  to?: Token;
  replacements: string[];
  message: string;
  shortMessage: string;
  category: GrammarCategory;
  issueType: string;
}

/** A Wordloom finding over the tokens `from`…`to`. */
export const makeFinding = ({
  rule,
  from,
  to = from,
  replacements,
  message,
  shortMessage,
  category,
  issueType,
}: FindingInit): GrammarFinding => ({
  start: from.start,
  end: to.end,
  replacements,
  message,
  shortMessage,
  category,
  kind: kindOfCategory(category),
  issueType,
  ruleId: `wordloom:${rule}`,
  source: "wordloom",
});
