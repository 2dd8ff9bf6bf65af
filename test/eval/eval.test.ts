import { expect, test } from 'vitest';
import { runEval } from './evaluate.js';

// Relevance regressions fail CI: the floor sits under the measured 0.95 nDCG@10 / 1.00 MRR.
test('search relevance on the judged prompts stays above the floor', async () => {
  const { rows, ndcg, mrr } = await runEval();
  expect(rows.length).toBeGreaterThanOrEqual(40);
  expect(ndcg).toBeGreaterThanOrEqual(0.85);
  expect(mrr).toBeGreaterThanOrEqual(0.9);
}, 60_000);
