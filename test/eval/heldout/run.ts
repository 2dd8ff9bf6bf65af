/**
 * `npx tsx test/eval/heldout/run.ts`: nDCG@10 and MRR of search over the held-out judged set
 * (issue 35), as aggregates only (overall, per class, per language), so search engineers can run it
 * without seeing the prompts. `--detail` adds one row per prompt with its text and top results: for
 * the lead only.
 */
import { printReport } from '../blind/print-report.js';
import { runHeldoutEval } from './evaluate.js';

printReport('Held-out set', 'test/eval/heldout', await runHeldoutEval(), process.argv.includes('--detail'));
