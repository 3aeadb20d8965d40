import retextEnglish from "retext-english";
import retextEquality from "retext-equality";
import { retext } from "retext";
import { keepInclusiveFinding } from "../../rules/findings";
import { segmentSentences, sentenceIndexAt } from "../segment";
import type { AnalysisBlock, TextLocation } from "../types";
import { isContextFalsePositive } from "./context";
import { LOW_IGNORE } from "./ignore";
import { createPhraseGate, type PhraseGate } from "./phrase-gate";
import { sensitivityOf, type Sensitivity } from "./sensitivity";

export interface InclusiveFinding extends TextLocation {
  /** The flagged phrase (same as `text`). */
  originalPhrase: string;
  /** retext-equality's `expected` list, in the case of the original; empty when it only advises against the word. */
  suggestedAlternatives: string[];
  sensitivity: Sensitivity;
  message: string;
  /** retext-equality's pattern id. */
  ruleId: string;
}

export interface InclusiveOptions {
  /** Phrases not to flag (a per-document or per-workspace ignore list), passed to retext-equality. */
  ignore?: readonly string[];
  /** Keep low-sensitivity items too (they are dropped by default, spec 2 §5). */
  includeLow?: boolean;
  /** Parse every block, even those the phrase gate rules out (for tests that compare both ways). */
  parseEveryBlock?: boolean;
}

const makeProcessor = (ignore: readonly string[]) =>
  retext()
    .use(retextEnglish)
    .use(retextEquality, { ignore: [...ignore] })
    .freeze();
type Processor = ReturnType<typeof makeProcessor>;

/** retext-equality with its ignore list, and the gate that tells which texts it need not parse. */
interface Engine {
  processor: Processor;
  mayMatch: PhraseGate;
}
const makeEngine = (skipped: readonly string[]): Engine => ({ processor: makeProcessor(skipped), mayMatch: createPhraseGate(skipped) });

const cached = new Map<boolean, Engine>();
const engineFor = (includeLow: boolean, ignore: readonly string[]): Engine => {
  const skipped = includeLow ? ignore : [...LOW_IGNORE, ...ignore];
  if (ignore.length > 0) {
    return makeEngine(skipped);
  }
  let engine = cached.get(includeLow);
  if (!engine) {
    engine = makeEngine(skipped);
    cached.set(includeLow, engine);
  }
  return engine;
};

/** A plain message: the first few alternatives (or advice to leave the word out), the condition, and the note. */
const messageOf = (phrase: string, alternatives: readonly string[], reason: string, note: string | undefined): string => {
  const condition = reason.includes("when referring to a person") ? " when it refers to a person" : "";
  const advice =
    alternatives.length > 0
      ? `Consider ${alternatives
          .slice(0, 3)
          .map((item) => `“${item}”`)
          .join(", ")} instead of “${phrase}”${condition}.`
      : `Consider leaving out “${phrase}”${condition}.`;
  return note ? `${advice} ${note.replace(/`([^`]*)`/g, "“$1”")}` : advice;
};

type Root = ReturnType<Processor["parse"]>;
type Paragraph = Extract<Root["children"][number], { type: "ParagraphNode" }>;
type Sentence = Extract<Paragraph["children"][number], { type: "SentenceNode" }>;
type Message = Awaited<ReturnType<Processor["process"]>>["messages"][number];

/**
 * Runs retext-equality once over the blocks it could find something in (`mayMatch`; null for all).
 * Each block is parsed on its own (so positions are offsets into that block's text), then all
 * sentences go under one paragraph: retext-equality rebuilds its phrase index for every paragraph
 * (~2 ms each), and it matches phrases only within a sentence, so nothing can match across blocks.
 * Each message's first ancestor is the sentence it was found in, which tells its block.
 */
const runEquality = (
  processor: Processor,
  mayMatch: PhraseGate | null,
  blocks: readonly AnalysisBlock[],
): Promise<{ blockIndex: number; message: Message }[]> => {
  const sentences: Sentence[] = [];
  const blockOf = new Map<unknown, number>();
  blocks.forEach((block, blockIndex) => {
    if (!/\p{L}/u.test(block.text) || (mayMatch && !mayMatch(block.text))) {
      return;
    }
    for (const node of processor.parse(block.text).children) {
      if (node.type === "ParagraphNode") {
        for (const child of node.children) {
          if (child.type === "SentenceNode") {
            sentences.push(child);
            blockOf.set(child, blockIndex);
          }
        }
      }
    }
  });
  const root: Root = { type: "RootNode", children: [{ type: "ParagraphNode", children: sentences }] };
  return new Promise((resolve, reject) => {
    processor.run(root, (error, _tree, file) => {
      if (error || !file) {
        reject(error ?? new Error("retext-equality gave no file"));
        return;
      }
      const found: { blockIndex: number; message: Message }[] = [];
      for (const message of file.messages) {
        const blockIndex = blockOf.get(message.ancestors?.[0]);
        if (blockIndex !== undefined) {
          found.push({ blockIndex, message });
        }
      }
      resolve(found);
    });
  });
};

/** Potentially insensitive or exclusive language in each block, via retext-equality, mapped to Wordloom findings. */
export const checkInclusive = async (blocks: readonly AnalysisBlock[], options: InclusiveOptions = {}): Promise<InclusiveFinding[]> => {
  const { processor, mayMatch } = engineFor(options.includeLow === true, options.ignore ?? []);
  const byBlock = new Map<number, InclusiveFinding[]>();
  for (const { blockIndex, message } of await runEquality(processor, options.parseEveryBlock ? null : mayMatch, blocks)) {
    const block = blocks[blockIndex] as AnalysisBlock;
    const start = message.place && "start" in message.place ? message.place.start.offset : undefined;
    const end = message.place && "end" in message.place ? message.place.end.offset : undefined;
    if (start === undefined || end === undefined || end <= start) {
      continue;
    }
    const text = block.text.slice(start, end);
    const ruleId = message.ruleId ?? "";
    const note = typeof message.note === "string" ? message.note : undefined;
    if (isContextFalsePositive({ ruleId, phrase: text, text: block.text, start, end })) {
      continue;
    }
    const alternatives = Array.isArray(message.expected) ? message.expected.filter((item): item is string => typeof item === "string") : [];
    const list = byBlock.get(blockIndex) ?? [];
    byBlock.set(blockIndex, list);
    list.push({
      blockId: block.id,
      sentenceIndex: 0,
      start,
      end,
      text,
      originalPhrase: text,
      suggestedAlternatives: alternatives,
      sensitivity: sensitivityOf({ ruleId, phrase: text, note, reason: message.reason }),
      message: messageOf(text, alternatives, message.reason, note),
      ruleId,
    });
  }
  const findings: InclusiveFinding[] = [];
  blocks.forEach((block, blockIndex) => {
    const blockFindings = byBlock.get(blockIndex);
    if (!blockFindings) {
      return;
    }
    const sentences = segmentSentences(block.text);
    // "special" inside "special needs": keep only the longer hit of the same pattern.
    const distinct = blockFindings
      .filter(
        (finding) =>
          !blockFindings.some(
            (other) =>
              other !== finding &&
              other.ruleId === finding.ruleId &&
              other.start <= finding.start &&
              finding.end <= other.end &&
              other.end - other.start > finding.end - finding.start,
          ),
      )
      .map((finding) => ({ ...finding, sentenceIndex: sentenceIndexAt(sentences, finding.start) }));
    distinct.sort((a, b) => a.start - b.start || a.end - b.end);
    findings.push(...(options.includeLow ? distinct : distinct.filter(keepInclusiveFinding)));
  });
  return findings;
};
