/**
 * `npx tsx test/eval/unseen/run.ts`: nDCG@10 and MRR of search over the unseen judged set (issue
 * 35, second held-out set), as aggregates only (overall, per class, per language), so search
 * engineers can run it without seeing the prompts. `--detail` adds one row per prompt with its text
 * and top results: for the lead only.
 */
import { printReport } from '../blind/print-report.js';
import { runUnseenEval } from './evaluate.js';

printReport('Unseen set', 'test/eval/unseen', await runUnseenEval(), process.argv.includes('--detail'));
