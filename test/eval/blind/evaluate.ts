/**
 * Runs every blind prompt through the real HTTP search on a started server loaded with the blind
 * catalogue (../judged-set.ts does the work), and aggregates nDCG@10 and MRR overall, per class and
 * per language.
 */

import { type JudgedReport, type JudgedRow, runJudgedSet } from '../judged-set.js';
import { BLIND_NOW, BLIND_RECORDS, blindNdjson } from './catalogue.js';
import { BLIND_PROMPTS, type BlindPrompt } from './prompts.js';

export type { Figures } from '../judged-set.js';
export type BlindRow = JudgedRow<BlindPrompt>;
export type BlindReport = JudgedReport<BlindPrompt>;

export const runBlindEval = (): Promise<BlindReport> =>
  runJudgedSet({ now: BLIND_NOW, ndjson: blindNdjson(), records: BLIND_RECORDS, prompts: BLIND_PROMPTS });
