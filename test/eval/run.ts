/**
 * `npm run eval`: nDCG@10 and MRR of search over both judged sets: the tidy keyword set
 * (./judgments.ts) and the chat-style set (./chat/). Held-out chat prompts are reported only as
 * aggregates, never line by line: do not read or tune on them.
 */
import { type Figures, runChatEval } from './chat/evaluate.js';
import { runEval } from './evaluate.js';

const fmt = (f: Figures): string =>
  `n=${String(f.n).padStart(3)}  nDCG@10 ${f.ndcg.toFixed(3)}  MRR ${f.mrr.toFixed(3)}`;
const table = (title: string, groups: Record<string, Figures>): void => {
  console.log(`\n${title}`);
  for (const [k, f] of Object.entries(groups)) console.log(`  ${k.padEnd(10)} ${fmt(f)}`);
};

const old = await runEval();
console.log('== Keyword set (test/eval/judgments.ts) ==');
for (const r of old.rows) {
  const flag = r.ndcg < 0.6 ? '  <-- low' : '';
  console.log(
    `${r.ndcg.toFixed(2)}  ${r.rr.toFixed(2)}  [${r.intent}] ${r.prompt}${r.location ? ` @${r.location}` : ''}${flag}`,
  );
  if (flag) console.log(`        top: ${r.top.join(', ')} | ${r.message}`);
}
console.log(
  `\nkeyword set: prompts ${old.rows.length}   nDCG@10 ${old.ndcg.toFixed(3)}   MRR ${old.mrr.toFixed(3)}`,
);

const chat = await runChatEval();
console.log('\n== Chat set (test/eval/chat), tuning part ==');
for (const r of chat.rows.filter((x) => !x.prompt.heldOut)) {
  const p = r.prompt;
  const flag = r.ndcg < 0.6 ? '  <-- low' : '';
  console.log(
    `${r.ndcg.toFixed(2)}  ${r.rr.toFixed(2)}  [${p.language} ${p.classes.join(',')}] ${p.text}${p.location ? ` @${p.location}` : ''}${flag}`,
  );
  if (flag) {
    console.log(
      `        top: ${r.top.map((t) => `${t.ref}=${t.grade}`).join(', ') || '(none)'} | ${r.message}`,
    );
  }
}
table('chat set by language (all prompts):', chat.byLanguage);
table('chat set by class (all prompts):', chat.byClass);
table('chat held-out part by language:', chat.heldOutByLanguage);
console.log(`\nchat set, all       ${fmt(chat.all)}`);
console.log(`chat set, tuning    ${fmt(chat.tuning)}`);
console.log(`chat set, held-out  ${fmt(chat.heldOut)}`);
console.log(`keyword set         ${fmt({ n: old.rows.length, ndcg: old.ndcg, mrr: old.mrr })}`);
