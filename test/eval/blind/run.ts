/**
 * `npm run eval:blind`: nDCG@10 and MRR of search over the blind judged set (issue 35), as
 * aggregates only (overall, per class, per language), so search engineers can run it without seeing
 * the prompts. `--detail` adds one row per prompt with its text and top results: for the lead only.
 */
import { runBlindEval } from './evaluate.js';
import { printReport } from './print-report.js';

printReport('Blind set', 'test/eval/blind', await runBlindEval(), process.argv.includes('--detail'));
