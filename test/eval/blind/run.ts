/**
 * `npm run eval:blind`: nDCG@10 and MRR of search over the blind judged set (issue 35), as
 * aggregates only (overall, per class, per language), so search engineers can run it without seeing
 * the prompts. `--detail` adds one row per prompt with its text and top results: for the lead only.
 */
import { type Figures, runBlindEval } from './evaluate.js';

const fmt = (f: Figures): string =>
  `n=${String(f.n).padStart(3)}  nDCG@10 ${f.ndcg.toFixed(3)}  MRR ${f.mrr.toFixed(3)}`;
const table = (title: string, groups: Record<string, Figures>): void => {
  console.log(`\n${title}`);
  for (const [k, f] of Object.entries(groups)) console.log(`  ${k.padEnd(10)} ${fmt(f)}`);
};

const report = await runBlindEval();
if (process.argv.includes('--detail')) {
  console.log('== Blind set, per prompt (lead only: do not share) ==');
  for (const r of report.rows) {
    const p = r.prompt;
    console.log(
      `${r.ndcg.toFixed(2)}  ${r.rr.toFixed(2)}  ${p.id} [${p.language} ${p.classes.join(',')}] ${p.text}${p.location ? ` @${p.location}` : ''}`,
    );
    console.log(
      `        top: ${r.top.map((t) => `${t.ref}=${t.grade}`).join(', ') || '(none)'} (${r.resultCount}) | ${r.message}`,
    );
  }
}
console.log('== Blind set (test/eval/blind): aggregates ==');
table('by class:', report.byClass);
table('by language:', report.byLanguage);
console.log(`\nblind set, all  ${fmt(report.all)}`);
