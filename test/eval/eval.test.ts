import { expect, test } from 'vitest';
import { runChatEval } from './chat/evaluate.js';
import { runEval } from './evaluate.js';
import { CHAT_SET_NDCG_FLOOR, KEYWORD_SET_MRR_FLOOR, KEYWORD_SET_NDCG_FLOOR } from './floors.js';

test('search relevance on the tidy keyword prompts stays above the floor', async () => {
  const { rows, ndcg, mrr } = await runEval();
  expect(rows.length).toBeGreaterThanOrEqual(40);
  expect(ndcg).toBeGreaterThanOrEqual(KEYWORD_SET_NDCG_FLOOR);
  expect(mrr).toBeGreaterThanOrEqual(KEYWORD_SET_MRR_FLOOR);
}, 60_000);

test('search relevance on the chat-style prompts stays above the floor', async () => {
  const report = await runChatEval();
  expect(report.rows.length).toBeGreaterThanOrEqual(150);
  // The whole set counts, held-out part included; `npm run eval` shows the parts separately.
  expect(report.all.ndcg).toBeGreaterThanOrEqual(CHAT_SET_NDCG_FLOOR);
}, 90_000);
