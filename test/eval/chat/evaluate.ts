/**
 * Runs every chat prompt through the real HTTP search (GET /partner/v1/search) on the chat
 * catalogue, grades each activity with the prompt's rules at run time, and aggregates nDCG@10 and
 * MRR overall, per language, per class, and for the tuning and held-out parts separately.
 */
import { type Figures, figures, groupBy, type JudgedRow, runJudgedSet } from '../judged-set.js';
import { CHAT_NOW, CHAT_RECORDS, chatNdjson } from './catalogue.js';
import { CHAT_PROMPTS, type ChatPrompt } from './prompts.js';

export type { Figures };
export type ChatRow = JudgedRow<ChatPrompt>;

export interface ChatReport {
  rows: ChatRow[];
  all: Figures;
  tuning: Figures;
  heldOut: Figures;
  byLanguage: Record<string, Figures>;
  byClass: Record<string, Figures>;
  heldOutByLanguage: Record<string, Figures>;
}

/** The judged-set report, plus the tuning and held-out parts' figures. */
export const runChatEval = async (prompts: readonly ChatPrompt[] = CHAT_PROMPTS): Promise<ChatReport> => {
  const report = await runJudgedSet({ now: CHAT_NOW, ndjson: chatNdjson(), records: CHAT_RECORDS, prompts });
  const held = report.rows.filter((r) => r.prompt.heldOut);
  return {
    ...report,
    tuning: figures(report.rows.filter((r) => !r.prompt.heldOut)),
    heldOut: figures(held),
    heldOutByLanguage: groupBy(held, (r) => [r.prompt.language]),
  };
};
