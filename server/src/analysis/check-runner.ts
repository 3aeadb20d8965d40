import type { AnalysisBlock, CheckSettings } from "@wordloom/shared/analysis";
import { BlockResultCache } from "./block-cache";
import type { BlockResult, BlockTool } from "./block-tools";
import type { CheckPool } from "./check-pool";

/** A cached result re-addressed to the block asking for it (the same text may sit in another block). */
const forBlock = (result: BlockResult, block: AnalysisBlock): BlockResult => ({
  ...result,
  findings: result.findings.map((finding) => ({
    ...finding,
    blockId: block.id,
    ...(block.cellIndex === undefined ? {} : { cellIndex: block.cellIndex }),
  })),
});

/** Runs the per-block checks: cached blocks answer at once, the rest go to the worker threads in one batch. */
export class CheckRunner {
  constructor(
    private readonly pool: CheckPool,
    private readonly cache = new BlockResultCache(),
  ) {}

  async run(tool: BlockTool, blocks: readonly AnalysisBlock[], settings: CheckSettings, signal?: AbortSignal): Promise<Record<string, BlockResult>> {
    const results: Record<string, BlockResult> = {};
    const missing: Array<{ block: AnalysisBlock; key: string }> = [];
    for (const block of blocks) {
      const key = BlockResultCache.key(tool, settings, block.text);
      const cached = this.cache.get<BlockResult>(key);
      if (cached) {
        results[block.id] = forBlock(cached, block);
      } else {
        missing.push({ block, key });
      }
    }
    if (missing.length > 0) {
      const fresh = await this.pool.run(
        tool,
        missing.map(({ block }) => block),
        settings,
        signal,
      );
      for (const { block, key } of missing) {
        const result = fresh[block.id] ?? { findings: [] };
        this.cache.set(key, result);
        results[block.id] = result;
      }
    }
    return results;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
