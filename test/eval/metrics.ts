/**
 * Relevance evaluation. DCG@k = sum over ranks i = 1..k of (2^grade - 1) / log2(i + 1); nDCG@k divides
 * by the DCG of the ideal order of all judged grades (0 when that is 0). MRR is the mean over queries
 * of 1 / rank of the first result graded 2 or more (0 if none).
 */
export const dcg = (grades: number[], k: number): number =>
  grades.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);

export const ndcgAt = (ranked: string[], rel: Record<string, number>, k = 10): number => {
  const ideal = dcg(
    Object.values(rel).sort((a, b) => b - a),
    k,
  );
  return ideal === 0
    ? 0
    : dcg(
        ranked.map((r) => rel[r] ?? 0),
        k,
      ) / ideal;
};

/** 1 / rank of the first result graded >= 2; 0 when none. */
export const reciprocalRank = (ranked: string[], rel: Record<string, number>): number => {
  const i = ranked.findIndex((r) => (rel[r] ?? 0) >= 2);
  return i < 0 ? 0 : 1 / (i + 1);
};
