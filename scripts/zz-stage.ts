import { proseBlocks } from "/work/main/scripts/bench/checks-corpus";
import { checkGrammar } from "/work/main/shared/analysis/grammar/index";
import { lintTextsWithHarper } from "/work/main/shared/analysis/grammar/harper";
import { lintTextsWithRetext, DEFAULT_LENSES } from "/work/main/shared/analysis/grammar/retext";
import { lintWithWordloom } from "/work/main/shared/analysis/grammar/rules";
import { segmentSentences } from "/work/main/shared/analysis/segment";
import { withoutFixedPhraseFindings } from "/work/main/shared/rules/fixed-phrases";
const s = { dialect: "en-US" } as const;
for (const off of [3000, 4500]) await checkGrammar(proseBlocks("/work/main", 10_000, off).blocks, s);
const doc = proseBlocks("/work/main", 10_000, 0).blocks;
await checkGrammar(doc, s);
const acc = { harper: [] as number[], retext: [] as number[], seg: [] as number[], rules: [] as number[], fixed: [] as number[], total: [] as number[] };
for (let i = 0; i < 60; i++) {
  const text = `${doc[7 + i]!.text} Scene ${i} was, however, far too long.`;
  let t = performance.now();
  const h = await lintTextsWithHarper([text], "en-US"); acc.harper.push(performance.now() - t);
  t = performance.now(); const r = lintTextsWithRetext([text], DEFAULT_LENSES); acc.retext.push(performance.now() - t);
  t = performance.now(); const seg = segmentSentences(text); acc.seg.push(performance.now() - t);
  t = performance.now(); const w = lintWithWordloom(text, seg, {}); acc.rules.push(performance.now() - t);
  t = performance.now(); withoutFixedPhraseFindings(text, [...(h[0] ?? []), ...(r[0] ?? []), ...w]); acc.fixed.push(performance.now() - t);
  t = performance.now(); await checkGrammar([{ id: "x", text: text + " Again." }], s); acc.total.push(performance.now() - t);
}
const med = (a: number[]) => a.sort((x, y) => x - y)[a.length >> 1]!.toFixed(2);
console.log(Object.entries(acc).map(([k, v]) => `${k} ${med(v)}`).join("  "));
