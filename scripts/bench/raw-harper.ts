// The yardstick of the grammar target: raw harper.js as a project would use it out of the box (its
// default rules, `LocalLinter` on one thread, in the bench's own process), over the same documents
// bench:checks sends to the server, after the same warm-up documents. Harper caches lints by clause
// text, and this linter is a separate instance from the server's, so it sees the text fresh too.
import { proseBlocks } from "./checks-corpus";
import { median } from "./run-support";

export const measureRawHarper = async (repoRoot: string, measuredOffsets: readonly number[], warmUpOffsets: readonly number[]) => {
  const [harper, { binary }] = await Promise.all([import("harper.js"), import("harper.js/binary")]);
  const linter = new harper.LocalLinter({ binary, dialect: harper.Dialect.American });
  await linter.setup();
  const textOf = (offset: number) =>
    proseBlocks(repoRoot, 10_000, offset)
      .blocks.map((block) => block.text)
      .join("\n\n");
  for (const offset of warmUpOffsets) {
    await linter.lint(textOf(offset));
  }
  const timings: number[] = [];
  for (const offset of measuredOffsets) {
    const text = textOf(offset);
    const started = performance.now();
    await linter.lint(text);
    timings.push(performance.now() - started);
  }
  await linter.dispose();
  return median(timings);
};
