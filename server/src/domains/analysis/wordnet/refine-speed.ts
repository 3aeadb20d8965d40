// Latency of the Refine tools on WordNet (server side), for the report:
//
//   node --import tsx server/src/analysis/wordnet/refine-speed.ts
//
// "first" runs in a fresh process (wink model, wordpos, index.sense all cold); "new word" is a word
// not yet cached once everything is loaded; "warm" repeats a cached request (median of 20).
import { decorators, enhancers, similarWords } from "@wordloom/shared/analysis/refine";
import { pathToFileURL } from "node:url";
import { REFINE_SAMPLE_BLOCK } from "./refine-sample";
import { createWordNetThesaurus } from "./thesaurus";

const time = async (run: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const repeat = async (times: number, run: () => Promise<unknown>): Promise<number> => {
  const runs: number[] = [];
  for (let round = 0; round < times; round += 1) {
    runs.push(await time(run));
  }
  return median(runs);
};

interface RefineTimings {
  similarFirstMs: number;
  similarNewWordMs: number;
  similarWarmMs: number;
  decoratorsColdMs: number;
  decoratorsWarmMs: number;
  enhancersColdMs: number;
  enhancersWarmMs: number;
}

/** Times Similar Words, Decorators and Enhancers; call it first thing in a fresh process for honest cold figures. */
const measureRefine = async (): Promise<RefineTimings> => {
  const thesaurus = createWordNetThesaurus();
  const sentence = { word: "walked", text: "She walked slowly to the old house after work.", title: "An evening walk" };
  const similarFirstMs = await time(() => similarWords(sentence, thesaurus));
  const newWords = ["happy", "decision", "bright", "quickly", "garden", "explain"];
  const newWordRuns: number[] = [];
  for (const word of newWords) {
    newWordRuns.push(await time(() => similarWords({ word, text: `It was a ${word} idea.` }, thesaurus)));
  }
  const similarNewWordMs = median(newWordRuns);
  const similarWarmMs = await repeat(20, () => similarWords(sentence, thesaurus));
  const fresh = createWordNetThesaurus();
  const decoratorsColdMs = await time(() => decorators(REFINE_SAMPLE_BLOCK, fresh));
  const enhancersColdMs = await time(() => enhancers(REFINE_SAMPLE_BLOCK, createWordNetThesaurus()));
  const decoratorsWarmMs = await repeat(20, () => decorators(REFINE_SAMPLE_BLOCK, fresh));
  const enhancersWarmMs = await repeat(20, () => enhancers(REFINE_SAMPLE_BLOCK, fresh));
  return { similarFirstMs, similarNewWordMs, similarWarmMs, decoratorsColdMs, decoratorsWarmMs, enhancersColdMs, enhancersWarmMs };
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const timings = await measureRefine();
  for (const [name, ms] of Object.entries(timings)) {
    process.stdout.write(`${name.padEnd(18)} ${ms.toFixed(1).padStart(8)} ms\n`);
  }
}
