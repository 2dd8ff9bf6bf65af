import { pino } from 'pino';
import { loadConfig } from './src/config.ts';
import { openCore } from './src/main.ts';
const core = openCore(loadConfig({ JAUNT_DB: '/tmp/p100.db' }), { log: pino({ level: 'silent' }) });
const gc = (globalThis as { gc?: () => void }).gc;
gc?.(); const h0 = process.memoryUsage().heapUsed;
const key = await core.services.credentials.create({ kind: 'self-serve', name: 'p', email: 'p@example.com', environment: 'production', canChargeStoredCard: false });
const actor = core.services.actors.resolve(core.services.credentials.authenticate(`Bearer ${key.key}`), null);
let t = performance.now();
await core.services.search.search(actor, { prompt: 'jazz', location: null, language: 'en' });
console.log('first search (snapshot build)', (performance.now() - t).toFixed(0), 'ms');
gc?.(); const h1 = process.memoryUsage().heapUsed;
console.log('snapshot heap MB', ((h1 - h0) / 1e6).toFixed(0), 'rss', (process.memoryUsage().rss / 1e6).toFixed(0));
const cells = (core.store.sqlite.prepare('SELECT h3_r7 FROM activity GROUP BY h3_r7 ORDER BY count(*) DESC LIMIT 40').all() as { h3_r7: string }[]).map((r) => r.h3_r7);
const times: number[] = []; let bytes = 0;
for (let round = 0; round < 3; round++) for (const c of cells) {
  t = performance.now();
  const r = await core.services.discovery.homescreen(actor, { h3Cell: c, limit: 250, usualPlans: [], shelved: true, bookingFilter: 'all', language: 'en' });
  const s = JSON.stringify(r); bytes = s.length;
  times.push(performance.now() - t);
}
gc?.();
console.log('homescreen round3 ms', times.slice(80).map((x) => x.toFixed(0)).join(' '), 'bytes', bytes);
console.log('heap after homescreens MB', ((process.memoryUsage().heapUsed - h0) / 1e6).toFixed(0), 'rss', (process.memoryUsage().rss / 1e6).toFixed(0));
