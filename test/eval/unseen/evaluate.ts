/**
 * Runs every unseen prompt through the real HTTP search on a started server loaded with the
 * unseen catalogue, with the runner every judged set shares (../judged-set.ts).
 */
import { type JudgedReport, runJudgedSet } from '../judged-set.js';
import { UNSEEN_NOW, UNSEEN_RECORDS, unseenNdjson } from './catalogue.js';
import { UNSEEN_PROMPTS, type UnseenPrompt } from './prompts.js';

export const runUnseenEval = (): Promise<JudgedReport<UnseenPrompt>> =>
  runJudgedSet({
    now: UNSEEN_NOW,
    ndjson: unseenNdjson(),
    records: UNSEEN_RECORDS,
    prompts: UNSEEN_PROMPTS,
  });
