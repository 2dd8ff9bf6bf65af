/**
 * Runs every held-out prompt through the real HTTP search on a started server loaded with the
 * held-out catalogue, with the runner every judged set shares (../judged-set.ts).
 */
import { type JudgedReport, runJudgedSet } from '../judged-set.js';
import { HELDOUT_NOW, HELDOUT_RECORDS, heldoutNdjson } from './catalogue.js';
import { HELDOUT_PROMPTS, type HeldoutPrompt } from './prompts.js';

export const runHeldoutEval = (): Promise<JudgedReport<HeldoutPrompt>> =>
  runJudgedSet({
    now: HELDOUT_NOW,
    ndjson: heldoutNdjson(),
    records: HELDOUT_RECORDS,
    prompts: HELDOUT_PROMPTS,
  });
