/**
 * Runs a judged set (a catalogue, a pinned now and prompts with rules) through the real HTTP search
 * (GET /partner/v1/search) on a started server loaded with that catalogue, grades every activity
 * with the prompt's rules at run time, and aggregates nDCG@10 and MRR overall, per class and per
 * language. The chat set (chat/evaluate.ts), the blind set (blind/) and the held-out set (heldout/)
 * all run through it.
 */
import type { CatalogueRecord } from '../../src/catalogue/record.js';
import { startTestApp } from '../helpers/app.js';
import { activityRefs } from '../helpers/db.js';
import { gradeAll, type Rule } from './chat/rules.js';
import { ndcgAt, reciprocalRank } from './metrics.js';

export interface JudgedPrompt {
  id: string;
  text: string;
  language: string;
  classes: readonly string[];
  rules: readonly Rule[];
  location?: string;
  /** Sent as the Accept-Language header. */
  acceptLanguage?: string;
  expectEmpty?: boolean;
}

export interface JudgedSet<P extends JudgedPrompt> {
  /** Pinned now, ISO instant. */
  now: string;
  ndjson: string;
  records: CatalogueRecord[];
  prompts: readonly P[];
}

export interface JudgedRow<P extends JudgedPrompt = JudgedPrompt> {
  prompt: P;
  ndcg: number;
  rr: number;
  /** Refs of the top results with their grades. */
  top: { ref: string; grade: number }[];
  resultCount: number;
  message: string;
}

export interface Figures {
  n: number;
  ndcg: number;
  mrr: number;
}

export interface JudgedReport<P extends JudgedPrompt = JudgedPrompt> {
  rows: JudgedRow<P>[];
  all: Figures;
  byClass: Record<string, Figures>;
  byLanguage: Record<string, Figures>;
}

export const figures = (rows: JudgedRow<JudgedPrompt>[]): Figures => {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return { n: rows.length, ndcg: mean(rows.map((r) => r.ndcg)), mrr: mean(rows.map((r) => r.rr)) };
};

export const groupBy = <P extends JudgedPrompt>(
  rows: JudgedRow<P>[],
  keys: (r: JudgedRow<P>) => readonly string[],
): Record<string, Figures> => {
  const groups = new Map<string, JudgedRow<P>[]>();
  for (const r of rows) for (const k of keys(r)) groups.set(k, [...(groups.get(k) ?? []), r]);
  return Object.fromEntries(
    [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([k, rs]) => [k, figures(rs)]),
  );
};

export const runJudgedSet = async <P extends JudgedPrompt>(set: JudgedSet<P>): Promise<JudgedReport<P>> => {
  const app = await startTestApp({ now: new Date(set.now), ndjson: set.ndjson });
  try {
    const key = await app.createKey('self-serve');
    const refOf = await activityRefs(app.store);
    const rows: JudgedRow<P>[] = [];
    for (const p of set.prompts) {
      const qs = new URLSearchParams({ prompt: p.text, ...(p.location ? { location: p.location } : {}) });
      const res = await app.request(`/partner/v1/search?${qs}`, {
        key: key.key,
        headers: p.acceptLanguage ? { 'accept-language': p.acceptLanguage } : {},
      });
      if (res.status !== 200) throw new Error(`${p.id}: HTTP ${res.status} ${res.text}`);
      const body = res.body as { message: string; results: { activity_id: string | null }[] };
      const ranked = body.results.map((r) => refOf.get(r.activity_id ?? '') ?? '?');
      const rel = Object.fromEntries(gradeAll(p.rules, set.records, { now: set.now }));
      // "Expect empty": the honest answer is no results; any result is a miss.
      const empty = ranked.length === 0 ? 1 : 0;
      rows.push({
        prompt: p,
        ndcg: p.expectEmpty ? empty : ndcgAt(ranked, rel),
        rr: p.expectEmpty ? empty : reciprocalRank(ranked, rel),
        top: ranked.slice(0, 5).map((ref) => ({ ref, grade: rel[ref] ?? 0 })),
        resultCount: ranked.length,
        message: body.message,
      });
    }
    return {
      rows,
      all: figures(rows),
      byClass: groupBy(rows, (r) => r.prompt.classes),
      byLanguage: groupBy(rows, (r) => [r.prompt.language]),
    };
  } finally {
    await app.stop();
  }
};
