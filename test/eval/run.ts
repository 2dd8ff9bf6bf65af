/** `npm run eval`: nDCG@10 and MRR of search over the judged prompts. */
import { runEval } from './evaluate.js';

const { rows, ndcg, mrr } = await runEval();
for (const r of rows) {
  const flag = r.ndcg < 0.6 ? '  <-- low' : '';
  console.log(
    `${r.ndcg.toFixed(2)}  ${r.rr.toFixed(2)}  [${r.intent}] ${r.prompt}${r.location ? ` @${r.location}` : ''}${flag}`,
  );
  if (flag) console.log(`        top: ${r.top.join(', ')} | ${r.message}`);
}
console.log(`\nprompts: ${rows.length}   nDCG@10: ${ndcg.toFixed(3)}   MRR: ${mrr.toFixed(3)}`);
