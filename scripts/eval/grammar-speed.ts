/**
 * Speed of the grammar check on about 10,000 words of learner-corrected prose (JFLEG dev corrections,
 * read for measurement only), in paragraphs of eight sentences:
 *   coldMs   first check in a fresh process (Harper's setup and WASM warm-up included)
 *   warmMs   a different 10,000-word text once the engines are warm (no cached paragraphs)
 *   cachedMs the same text again (every paragraph answered from the cache)
 *
 * Run: node --import tsx scripts/eval/grammar-speed.ts
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkGrammar } from "../../shared/analysis/grammar/index";
import type { AnalysisBlock } from "../../shared/analysis/types";
import { evalDataDir } from "./eval-data-dir";
import { detokenize } from "./grammar-detok";

const JFLEG_DIR = join(evalDataDir(), "grammar");

const paragraphs = (file: string, prefix: string, words: number): AnalysisBlock[] => {
  const sentences = readFileSync(join(JFLEG_DIR, file), "utf8").split("\n").map(detokenize).filter(Boolean);
  const blocks: AnalysisBlock[] = [];
  let count = 0;
  for (let index = 0; index < sentences.length && count < words; index += 8) {
    const text = sentences.slice(index, index + 8).join(" ");
    count += text.split(/\s+/).length;
    blocks.push({ id: `${prefix}${index}`, text });
  }
  return blocks;
};

export const measureGrammarSpeed = async (): Promise<{ words: number; coldMs: number; warmMs: number; cachedMs: number }> => {
  const warmUp = paragraphs("dev_dev.src", "w", 10_000);
  const measured = paragraphs("dev_dev.ref0", "m", 10_000);
  const settings = { dialect: "en-US" } as const;
  let started = performance.now();
  await checkGrammar(warmUp, settings);
  const coldMs = performance.now() - started;
  started = performance.now();
  await checkGrammar(measured, settings);
  const warmMs = performance.now() - started;
  started = performance.now();
  await checkGrammar(measured, settings);
  const cachedMs = performance.now() - started;
  const words = measured.reduce((total, block) => total + block.text.split(/\s+/).length, 0);
  return { words, coldMs: Math.round(coldMs), warmMs: Math.round(warmMs), cachedMs: Math.round(cachedMs) };
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await measureGrammarSpeed());
}
