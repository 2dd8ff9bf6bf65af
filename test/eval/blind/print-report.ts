/**
 * Prints a judged set's report: aggregates only (overall, per class, per language), so search
 * engineers can read it without seeing the prompts; with `detail`, first one row per prompt with its
 * text, top results and the service's message, for the lead only.
 */
import type { Figures, JudgedPrompt, JudgedReport } from '../judged-set.js';

const fmt = (f: Figures): string =>
  `n=${String(f.n).padStart(3)}  nDCG@10 ${f.ndcg.toFixed(3)}  MRR ${f.mrr.toFixed(3)}`;
const table = (title: string, groups: Record<string, Figures>): void => {
  console.log(`\n${title}`);
  for (const [k, f] of Object.entries(groups)) console.log(`  ${k.padEnd(10)} ${fmt(f)}`);
};

/** `name` as "Blind set", `dir` as "test/eval/blind". */
export const printReport = <P extends JudgedPrompt>(
  name: string,
  dir: string,
  report: JudgedReport<P>,
  detail: boolean,
): void => {
  if (detail) {
    console.log(`== ${name}, per prompt (lead only: do not share) ==`);
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
  console.log(`== ${name} (${dir}): aggregates ==`);
  table('by class:', report.byClass);
  table('by language:', report.byLanguage);
  console.log(`\n${name.toLowerCase()}, all  ${fmt(report.all)}`);
};
