/** nDCG@k and MRR as defined in ../shared/notes/search-and-geo.md (relevance evaluation). */
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
