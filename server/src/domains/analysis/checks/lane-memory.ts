import type { AnalysisBlock } from "@wordloom/shared/analysis";

/** Blocks remembered across all users; past it the least recently checked are forgotten first. */
const DEFAULT_LIMIT = 50_000;

/**
 * Which check thread (lane) last checked each block of a scope (a user's check or score, e.g.
 * "grammar" of one user), by block id. That thread's engines still cache the block's text (Harper keeps
 * each sentence's parse), so the block's next version, usually a small edit, is checked fastest there.
 */
export class LaneMemory {
  private readonly lanes = new Map<string, number>();

  constructor(private readonly limit = DEFAULT_LIMIT) {}

  /** The lane most of these blocks were last checked on (the first such lane on a tie), if any was. */
  preferredLane(scope: string, blocks: readonly AnalysisBlock[]): number | undefined {
    const counts = new Map<number, number>();
    let best: number | undefined;
    for (const block of blocks) {
      const lane = this.lanes.get(keyOf(scope, block));
      if (lane === undefined) {
        continue;
      }
      const count = (counts.get(lane) ?? 0) + 1;
      counts.set(lane, count);
      if (best === undefined || count > (counts.get(best) ?? 0)) {
        best = lane;
      }
    }
    return best;
  }

  /** Notes that these blocks were checked on `lane`. */
  remember(scope: string, blocks: readonly AnalysisBlock[], lane: number): void {
    for (const block of blocks) {
      const key = keyOf(scope, block);
      // Re-inserted, so the map's order stays least recently checked first.
      this.lanes.delete(key);
      this.lanes.set(key, lane);
    }
    for (const key of this.lanes.keys()) {
      if (this.lanes.size <= this.limit) {
        break;
      }
      this.lanes.delete(key);
    }
  }

  get size(): number {
    return this.lanes.size;
  }
}

const keyOf = (scope: string, block: AnalysisBlock): string => `${scope}\u0000${block.id}`;
