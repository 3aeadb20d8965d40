/** PageRank damping factor (Brin & Page 1998; TextRank, Mihalcea & Tarau 2004, uses the same 0.85). */
export const DAMPING = 0.85;
const MAX_ITERATIONS = 100;
const TOLERANCE = 1e-6;

/** A weighted edge to another node. */
export interface Edge {
  node: number;
  weight: number;
}

/**
 * Weighted PageRank over an undirected graph given as adjacency lists (TextRank, Mihalcea & Tarau
 * 2004, eq. 2):
 *   WS(Vi) = (1 − d) + d × Σ_j [ w_ji / Σ_k w_jk ] × WS(Vj)
 * starting from 1 for every node, iterated until no score moves by more than 1e-6 (at most 100
 * rounds). Nodes without edges keep 1 − d. Deterministic: no randomness, fixed order.
 */
export const weightedPageRank = (neighbours: readonly (readonly Edge[])[]): number[] => {
  const size = neighbours.length;
  const outSum = neighbours.map((edges) => edges.reduce((total, edge) => total + edge.weight, 0));
  let scores = new Array<number>(size).fill(1);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const next = new Array<number>(size).fill(1 - DAMPING);
    neighbours.forEach((edges, from) => {
      const total = outSum[from] ?? 0;
      if (total === 0) {
        return;
      }
      const share = (DAMPING * (scores[from] ?? 0)) / total;
      for (const edge of edges) {
        next[edge.node] = (next[edge.node] ?? 0) + share * edge.weight;
      }
    });
    const moved = next.reduce((largest, score, index) => Math.max(largest, Math.abs(score - (scores[index] ?? 0))), 0);
    scores = next;
    if (moved < TOLERANCE) {
      break;
    }
  }
  return scores;
};
