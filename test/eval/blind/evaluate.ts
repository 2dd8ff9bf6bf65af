/**
 * Runs every blind prompt through the real HTTP search (GET /partner/v1/search) on a started server
 * loaded with the blind catalogue, grades every activity with the prompt's rules at run time, and
 * aggregates nDCG@10 and MRR overall, per class and per language.
 */
import { sql } from 'kysely';
import { startTestApp } from '../../helpers/app.js';
import { all } from '../../helpers/db.js';
import { ndcgAt, reciprocalRank } from '../metrics.js';
import { BLIND_NOW, BLIND_RECORDS, blindNdjson } from './catalogue.js';
import { BLIND_PROMPTS, type BlindPrompt } from './prompts.js';
import { gradeAll } from './rules.js';

export interface BlindRow {
  prompt: BlindPrompt;
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

export interface BlindReport {
  rows: BlindRow[];
  all: Figures;
  byClass: Record<string, Figures>;
  byLanguage: Record<string, Figures>;
}

const figures = (rows: BlindRow[]): Figures => {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return { n: rows.length, ndcg: mean(rows.map((r) => r.ndcg)), mrr: mean(rows.map((r) => r.rr)) };
};

const groupBy = (rows: BlindRow[], keys: (r: BlindRow) => string[]): Record<string, Figures> => {
  const groups = new Map<string, BlindRow[]>();
  for (const r of rows) for (const k of keys(r)) groups.set(k, [...(groups.get(k) ?? []), r]);
  return Object.fromEntries(
    [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([k, rs]) => [k, figures(rs)]),
  );
};

export const runBlindEval = async (): Promise<BlindReport> => {
  const app = await startTestApp({ now: new Date(BLIND_NOW), ndjson: blindNdjson() });
  try {
    const key = await app.createKey('self-serve');
    const refOf = new Map(
      (
        await all<{ activity_id: string; ref: string }>(app.store, sql`SELECT activity_id, ref FROM activity`)
      ).map((r) => [r.activity_id, r.ref]),
    );
    const rows: BlindRow[] = [];
    for (const p of BLIND_PROMPTS) {
      const qs = new URLSearchParams({ prompt: p.text, ...(p.location ? { location: p.location } : {}) });
      const res = await app.request(`/partner/v1/search?${qs}`, { key: key.key });
      if (res.status !== 200) throw new Error(`${p.id}: HTTP ${res.status} ${res.text}`);
      const body = res.body as { message: string; results: { activity_id: string | null }[] };
      const ranked = body.results.map((r) => refOf.get(r.activity_id ?? '') ?? '?');
      const rel = Object.fromEntries(gradeAll(p.rules, BLIND_RECORDS, { now: BLIND_NOW }));
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
