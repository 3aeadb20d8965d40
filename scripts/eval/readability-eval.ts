// Flesch–Kincaid grade against hand-counted reference passages. Readability has no authoritative
// public table (shared/reference/analysis.md §12), so each passage below was counted by hand (words,
// sentences, and syllables word by word, as spoken: CMUdict's pronunciations), and its expected
// grade computed from those counts:
//
//   grade = 0.39 × words / sentences + 11.8 × syllables / words − 15.59
//
//   node --import tsx scripts/eval/readability-eval.ts
import { pathToFileURL } from "node:url";
import { addCounts, EMPTY_COUNTS, fleschKincaidGrade, sentenceCounts, type TextCounts } from "../../shared/analysis/quality/readability";
import { loadSyllableDictionary } from "../../shared/analysis/quality/syllables";
import { segmentSentences } from "../../shared/analysis/segment";

export const READABILITY_TOLERANCE = 0.1;

interface ReferencePassage {
  name: string;
  text: string;
  /** Counted by hand. */
  counts: TextCounts;
  /** Computed by hand from the counts. */
  grade: number;
}

export const REFERENCE_PASSAGES: readonly ReferencePassage[] = [
  {
    // The(1) dog(1) ran(1) to(1) the(1) park(1) · He(1) played(1) with(1) a(1) red(1) ball(1) · Then(1) he(1) went(1) home(1) to(1) sleep(1)
    name: "children's story",
    text: "The dog ran to the park. He played with a red ball. Then he went home to sleep.",
    counts: { words: 18, sentences: 3, syllables: 18 },
    // 0.39 × 6 + 11.8 × 1 − 15.59 = 2.34 + 11.8 − 15.59
    grade: -1.45,
  },
  {
    // I(1) don't(1) think(1) it's(1) well-known(2) · She(1) smiled(1) and(1) the(1) children(2) laughed(1) at(1) the(1) funny(2) story(2)
    name: "contractions and a hyphen",
    text: "I don't think it's well-known. She smiled, and the children laughed at the funny story.",
    counts: { words: 15, sentences: 2, syllables: 19 },
    // 0.39 × 7.5 + 11.8 × 19/15 − 15.59 = 2.925 + 14.94667 − 15.59
    grade: 2.28167,
  },
  {
    // Regular(3) exercise(3) improves(2) your(1) health(1) and(1) your(1) mood(1) · Doctors(2) recommend(3) at(1) least(1)
    // thirty(2) minutes(2) of(1) activity(4) each(1) day(1) · Walking(2) swimming(2) and(1) running(2) are(1) popular(3) choices(2)
    name: "health advice",
    text: "Regular exercise improves your health and your mood. Doctors recommend at least thirty minutes of activity each day. Walking, swimming, and running are popular choices.",
    counts: { words: 25, sentences: 3, syllables: 44 },
    // 0.39 × 25/3 + 11.8 × 44/25 − 15.59 = 3.25 + 20.768 − 15.59
    grade: 8.428,
  },
  {
    // The(1) committee's(3) comprehensive(4) evaluation(5) identified(4) substantial(3) organizational(6) deficiencies(4) ·
    // Consequently(4) management(3) implemented(4) extensive(3) procedural(4) modifications(5)
    name: "bureaucratic report",
    text: "The committee's comprehensive evaluation identified substantial organizational deficiencies. Consequently, management implemented extensive procedural modifications.",
    counts: { words: 14, sentences: 2, syllables: 53 },
    // 0.39 × 7 + 11.8 × 53/14 − 15.59 = 2.73 + 44.67143 − 15.59
    grade: 31.81143,
  },
];

export interface ReadabilityRow {
  name: string;
  expected: TextCounts & { grade: number };
  measured: TextCounts & { grade: number | null };
  difference: number | null;
}

export const evaluateReadability = async (): Promise<ReadabilityRow[]> => {
  await loadSyllableDictionary();
  return REFERENCE_PASSAGES.map((passage) => {
    const counts = segmentSentences(passage.text)
      .map((sentence) => sentenceCounts(sentence.text))
      .reduce(addCounts, EMPTY_COUNTS);
    const grade = fleschKincaidGrade(counts);
    return {
      name: passage.name,
      expected: { ...passage.counts, grade: passage.grade },
      measured: { ...counts, grade },
      difference: grade === null ? null : Math.abs(grade - passage.grade),
    };
  });
};

const main = async () => {
  const rows = await evaluateReadability();
  console.log("Flesch–Kincaid grade vs hand-counted passages");
  console.log("passage                      words  sent  syll   expected  measured  difference");
  for (const row of rows) {
    const counts =
      `${row.measured.words}/${row.expected.words}`.padStart(6) +
      `${row.measured.sentences}/${row.expected.sentences}`.padStart(6) +
      `${row.measured.syllables}/${row.expected.syllables}`.padStart(6);
    console.log(
      `${row.name.padEnd(27)}${counts}${row.expected.grade.toFixed(2).padStart(11)}${(row.measured.grade?.toFixed(2) ?? "—").padStart(10)}${(row.difference?.toFixed(4) ?? "—").padStart(12)}`,
    );
  }
  const worst = Math.max(...rows.map((row) => row.difference ?? Infinity));
  console.log(
    `\nall within ${READABILITY_TOLERANCE} grade: ${worst <= READABILITY_TOLERANCE ? "met" : "MISSED"} (largest difference ${worst.toFixed(4)})`,
  );
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
