// Speed of the offensive-language and PII checks on a 10,000-word document, two ways: plain
// generated prose (scripts/bench/text.ts) and a PII-dense text made of Presidio's synthetic dev
// sentences (names, cards, addresses in almost every sentence).
//
//   node --import tsx scripts/eval/pii-speed.ts
import { checkOffensive } from "../../shared/analysis/offensive/index";
import { detectPii } from "../../shared/analysis/pii/index";
import type { AnalysisBlock } from "../../shared/analysis/types";
import { createRng, paragraphs } from "../bench/text";
import { loadPiiDevSet } from "./pii-eval";

const WORDS = 10_000;
const countWords = (blocks: readonly AnalysisBlock[]): number =>
  blocks.reduce((sum, block) => sum + block.text.split(/\s+/).filter(Boolean).length, 0);

const proseBlocks = (): AnalysisBlock[] =>
  paragraphs(createRng(7), WORDS).map((sentences, index) => ({ id: `p${index}`, text: sentences.join(" ") }));

const piiBlocks = async (): Promise<AnalysisBlock[]> => {
  const samples = await loadPiiDevSet();
  const blocks: AnalysisBlock[] = [];
  let words = 0;
  for (let index = 0; words < WORDS; index += 1) {
    const group = samples.slice((index * 4) % samples.length, ((index * 4) % samples.length) + 4).map((sample) => sample.full_text);
    const text = group.join(" ");
    blocks.push({ id: `d${index}`, text });
    words += text.split(/\s+/).filter(Boolean).length;
  }
  return blocks;
};

const time = (run: () => unknown): number => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

const main = async () => {
  for (const [name, blocks] of [
    ["generated prose", proseBlocks()],
    ["Presidio sentences", await piiBlocks()],
  ] as const) {
    // The first run pays for compiling regular expressions and loading compromise's lexicon.
    const coldPii = time(() => detectPii(blocks));
    const warmPii = time(() => detectPii(blocks));
    const coldOffensive = time(() => checkOffensive(blocks));
    const warmOffensive = time(() => checkOffensive(blocks));
    console.log(
      `${name}: ${countWords(blocks)} words in ${blocks.length} blocks — detectPii ${warmPii.toFixed(0)} ms warm (${coldPii.toFixed(0)} ms cold), checkOffensive ${warmOffensive.toFixed(0)} ms warm (${coldOffensive.toFixed(0)} ms cold)`,
    );
  }
};

await main();
