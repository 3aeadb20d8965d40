import { retext } from "retext";
import retextEnglish from "retext-english";
import retextIndefiniteArticle from "retext-indefinite-article";
import retextPassive from "retext-passive";
import retextRepeatedWords from "retext-repeated-words";
import retextSimplify from "retext-simplify";
import { lensWindows, type Window } from "./retext-gates";
import { SIMPLIFY_KEEP } from "./simplify-phrases";
import type { GrammarFinding } from "./types";

/**
 * retext style lenses over the same text Harper checks: indefinite articles, repeated words, simpler
 * wording and passive voice. retext parses with English rules and reports UTF-16 offsets
 * (`place.start.offset`), so findings land on the block text as they are.
 */

export type StyleLens = "article" | "repeated" | "simplify" | "passive";

/**
 * Lenses on by default. Passive voice is opt-in: it has no automatic rewrite, and a card without
 * replacements means "Remove" in the grammar pane.
 */
export const DEFAULT_LENSES: readonly StyleLens[] = ["article", "repeated", "simplify"];

const SIMPLIFY_RULE_IDS = new Set([...SIMPLIFY_KEEP].map((phrase) => phrase.replace(/\s+/g, "-")));

const processors = new Map<string, ReturnType<typeof buildProcessor>>();

const buildProcessor = (lenses: readonly StyleLens[]) => {
  const processor = retext().use(retextEnglish);
  if (lenses.includes("article")) {
    processor.use(retextIndefiniteArticle);
  }
  if (lenses.includes("repeated")) {
    processor.use(retextRepeatedWords);
  }
  if (lenses.includes("simplify")) {
    processor.use(retextSimplify);
  }
  if (lenses.includes("passive")) {
    processor.use(retextPassive);
  }
  return processor.freeze();
};

const processorFor = (lenses: readonly StyleLens[]) => {
  const key = [...lenses].sort().join(",");
  let processor = processors.get(key);
  if (!processor) {
    processor = buildProcessor(lenses);
    processors.set(key, processor);
  }
  return processor;
};

/** "in order to" at the start of a sentence is replaced by "To", not "to". */
const matchCase = (replacement: string, actual: string): string =>
  /^\p{Lu}/u.test(actual) && replacement ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;

const plainMessage = (message: string): string => message.replace(/`([^`]*)`/g, "“$1”");

/** A message a lens leaves on the processed file. */
type LensMessage = ReturnType<ReturnType<typeof processorFor>["processSync"]>["messages"][number];

/** The finding a lens's message makes on `actual`, the text it flags; undefined for retext-simplify phrases not kept. */
const toFinding = (message: LensMessage, actual: string, start: number, end: number): GrammarFinding | undefined => {
  const expected = (message.expected ?? []).filter((option) => option !== "remove" && option.trim() !== "");
  const replacements = expected.map((option) => matchCase(option, actual)).filter((option) => option !== actual);
  const base = { start, end, message: plainMessage(message.reason), source: "retext" as const };
  switch (message.source) {
    case "retext-indefinite-article":
      return {
        ...base,
        replacements,
        shortMessage: "Wrong article",
        category: "Grammar",
        kind: "grammar",
        issueType: "Article",
        ruleId: "retext:indefinite-article",
      };
    case "retext-repeated-words":
      return {
        ...base,
        replacements,
        shortMessage: "Repeated word",
        category: "Grammar",
        kind: "grammar",
        issueType: "Repeated word",
        ruleId: "retext:repeated-words",
      };
    case "retext-simplify":
      return message.ruleId && SIMPLIFY_RULE_IDS.has(message.ruleId)
        ? {
            ...base,
            replacements,
            shortMessage: "Simpler wording",
            category: "Style",
            kind: "style",
            issueType: "Simpler wording",
            ruleId: `retext:simplify:${message.ruleId}`,
          }
        : undefined;
    case "retext-passive":
      return {
        ...base,
        replacements: [],
        shortMessage: "Passive voice",
        category: "Style",
        kind: "style",
        issueType: "Passive voice",
        ruleId: "retext:passive",
      };
    default:
      return undefined;
  }
};

/**
 * Lenses read windows joined as paragraphs of one text: a retext run costs ~0.35 ms before it reads a
 * word. Between two windows a paragraph of its own ("¶"): after a blank line alone, retext still
 * reads "utilisation.\n\nlearn" as one sentence whose period is not an end, unlike at a text's end.
 */
const SEPARATOR = "\n\n¶\n\n";

interface PlacedWindow extends Window {
  textIndex: number;
  /** Where the window starts in the joined text. */
  offset: number;
}

/** The window of the joined text holding [start, end), if the span lies inside one. */
const windowHolding = (placed: readonly PlacedWindow[], start: number, end: number): PlacedWindow | undefined => {
  let low = 0;
  let high = placed.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((placed[middle]?.offset ?? 0) <= start) {
      low = middle;
    } else {
      high = middle - 1;
    }
  }
  const window = placed[low];
  if (window === undefined) {
    return undefined;
  }
  const coreStart = window.offset + window.start - window.contextStart;
  const coreEnd = window.offset + window.end - window.contextStart;
  return start >= coreStart && end <= coreEnd ? window : undefined;
};

const windowsOf = (lens: StyleLens, text: string): Window[] =>
  lens === "passive" ? [{ start: 0, end: text.length, contextStart: 0, contextEnd: text.length }] : lensWindows(lens, text);

/**
 * The lenses' findings in each text, synchronously. Each lens reads only the windows its gate found
 * (retext-gates.ts), those of every text joined in one run; passive voice reads whole texts.
 */
export const lintTextsWithRetext = (texts: readonly string[], lenses: readonly StyleLens[] = DEFAULT_LENSES): GrammarFinding[][] => {
  const results = texts.map((): GrammarFinding[] => []);
  for (const lens of lenses) {
    const placed: PlacedWindow[] = [];
    let joined = "";
    texts.forEach((text, textIndex) => {
      for (const window of windowsOf(lens, text)) {
        joined += joined === "" ? "" : SEPARATOR;
        placed.push({ ...window, textIndex, offset: joined.length });
        joined += text.slice(window.contextStart, window.contextEnd);
      }
    });
    if (placed.length === 0) {
      continue;
    }
    for (const message of processorFor([lens]).processSync(joined).messages) {
      const start = message.place && "start" in message.place ? message.place.start.offset : undefined;
      const end = message.place && "end" in message.place ? message.place.end.offset : undefined;
      const window = start === undefined || end === undefined || end <= start ? undefined : windowHolding(placed, start, end);
      if (window === undefined || start === undefined || end === undefined) {
        continue;
      }
      const shift = window.contextStart - window.offset;
      const finding = toFinding(message, joined.slice(start, end), start + shift, end + shift);
      if (finding) {
        results[window.textIndex]?.push(finding);
      }
    }
  }
  return results.map((findings) => findings.sort((a, b) => a.start - b.start || a.end - b.end));
};

/** The lenses' findings in `text`, synchronously. */
export const lintWithRetext = (text: string, lenses: readonly StyleLens[] = DEFAULT_LENSES): GrammarFinding[] =>
  lintTextsWithRetext([text], lenses)[0] ?? [];

/** The lenses over the whole text, without gates: what the gated run must equal (tests and eval). */
export const lintWithRetextUngated = (text: string, lenses: readonly StyleLens[] = DEFAULT_LENSES): GrammarFinding[] => {
  const findings: GrammarFinding[] = [];
  for (const lens of lenses) {
    for (const message of processorFor([lens]).processSync(text).messages) {
      const start = message.place && "start" in message.place ? message.place.start.offset : undefined;
      const end = message.place && "end" in message.place ? message.place.end.offset : undefined;
      const finding =
        start === undefined || end === undefined || end <= start ? undefined : toFinding(message, text.slice(start, end), start, end);
      if (finding) {
        findings.push(finding);
      }
    }
  }
  return findings.sort((a, b) => a.start - b.start || a.end - b.end);
};
