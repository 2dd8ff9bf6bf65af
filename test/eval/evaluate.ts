/** Runs every judged prompt through the real HTTP search on the evaluation catalogue. */
import { startTestApp } from '../helpers/app.js';
import { activityRefs } from '../helpers/db.js';
import { EVAL_NOW, evalNdjson } from './catalogue-source.js';
import { JUDGMENTS } from './judgments.js';
import { ndcgAt, reciprocalRank } from './metrics.js';

export interface EvalRow {
  prompt: string;
  location?: string;
  intent: string;
  ndcg: number;
  rr: number;
  top: string[];
  message: string;
}

export const runEval = async (): Promise<{ rows: EvalRow[]; ndcg: number; mrr: number }> => {
  const app = await startTestApp({ now: new Date(EVAL_NOW), ndjson: evalNdjson() });
  try {
    const key = await app.createKey('self-serve');
    const refOf = await activityRefs(app.store);
    const rows: EvalRow[] = [];
    for (const j of JUDGMENTS) {
      const qs = new URLSearchParams({ prompt: j.prompt, ...(j.location ? { location: j.location } : {}) });
      const res = await app.request(`/partner/v1/search?${qs}`, { key: key.key });
      if (res.status !== 200) throw new Error(`${j.prompt}: HTTP ${res.status} ${res.text}`);
      const body = res.body as { message: string; results: { activity_id: string | null }[] };
      const ranked = body.results.map((r) => refOf.get(r.activity_id ?? '') ?? '?');
      rows.push({
        ...j,
        ndcg: ndcgAt(ranked, j.rel),
        rr: reciprocalRank(ranked, j.rel),
        top: ranked.slice(0, 5),
        message: body.message,
      });
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    return { rows, ndcg: mean(rows.map((r) => r.ndcg)), mrr: mean(rows.map((r) => r.rr)) };
  } finally {
    await app.stop();
  }
};
