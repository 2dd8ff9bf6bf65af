/**
 * `npx tsx test/eval/chat/understanding-run.ts`: the issue-35 tuning prompts
 * (./understanding-prompts.ts) through the real HTTP search on the chat catalogue, line by line,
 * then nDCG@10 and MRR per class and language. Tuning only: nothing here is held out.
 */
import { runChatEval } from './evaluate.js';
import { UNDERSTANDING_PROMPTS } from './understanding-prompts.js';

const report = await runChatEval(UNDERSTANDING_PROMPTS);
for (const r of report.rows) {
  const p = r.prompt;
  console.log(`${r.ndcg.toFixed(2)}  ${r.rr.toFixed(2)}  [${p.language} ${p.classes.join(',')}] ${p.text}`);
  if (r.ndcg < 0.8 || process.argv.includes('--all'))
    console.log(
      `        top: ${r.top.map((t) => `${t.ref}=${t.grade}`).join(', ') || '(none)'} | ${r.message}`,
    );
}
const fmt = (f: { n: number; ndcg: number; mrr: number }) =>
  `n=${String(f.n).padStart(3)}  nDCG@10 ${f.ndcg.toFixed(3)}  MRR ${f.mrr.toFixed(3)}`;
console.log('\nby class:');
for (const [k, f] of Object.entries(report.byClass)) console.log(`  ${k.padEnd(10)} ${fmt(f)}`);
console.log('by language:');
for (const [k, f] of Object.entries(report.byLanguage)) console.log(`  ${k.padEnd(10)} ${fmt(f)}`);
console.log(`issue-35 tuning set  ${fmt(report.all)}`);
