/**
 * `npx tsx bench/search-profile.ts [--size N]`: one profile run of search on the demo catalogue,
 * in-process (no HTTP), reporting the time of each pipeline stage (language, concepts, retrieval,
 * ranking, answer) over the bench prompts plus chat-style ones, after a warm-up.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Actor } from '../src/access/actor.js';
import { catalogueStore } from '../src/catalogue/store.js';
import { createSearchService, type SearchStages } from '../src/discovery/search/search-service.js';
import { createSeenSets } from '../src/discovery/seen-sets.js';
import { createDiscoveryIndex } from '../src/discovery/snapshot/discovery-index.js';
import { createCpuTurns } from '../src/platform/cpu-turns.js';
import { openStore } from '../src/platform/db/index.js';
import { createSecretBox } from '../src/platform/secrets/secret-box.js';
import { BENCH_PROMPTS } from './discovery.js';
import { benchImport } from './foundation.js';
import { benchEnv } from './lib.js';

const CHAT_PROMPTS = [
  'anything except clubs in London',
  'tired of galleries, what else?',
  'ce soir un concert à Paris',
  'algo con niños esta noche',
  'heute Abend kein Theater in Berlin',
  '🍕 in New York',
  'stormy afternoon with a toddler',
  'asdkj qwpoe zzkx',
];

const { values } = parseArgs({
  // --db: keep the imported catalogue there and reuse it on the next run.
  options: { size: { type: 'string', default: '100000' }, db: { type: 'string' } },
});
const size = Number(values.size);
const dir = mkdtempSync(join(tmpdir(), 'jaunt-profile-'));
try {
  const file = join(dir, 'demo.ndjson');
  const dbPath = values.db ?? join(dir, 'profile.db');
  if (!existsSync(dbPath)) {
    const args = ['--import', 'tsx', 'src/cli/index.ts', 'demo', '--size', String(size), '--out', file];
    execFileSync(process.execPath, args, { stdio: 'ignore' });
    benchImport(file, dbPath);
  }
  const store = await openStore({
    sqlitePath: dbPath,
    migrationsDir: join(process.cwd(), 'db', 'migrations'),
    secrets: createSecretBox(Buffer.from(benchEnv.JAUNT_SECRET_KEY, 'base64')),
  });
  const clock = () => new Date();
  const index = createDiscoveryIndex({ store, catalogue: catalogueStore(store), clock });
  const stages: SearchStages[] = [];
  const search = createSearchService({
    seen: createSeenSets(store),
    index,
    clock,
    cpu: createCpuTurns(),
    onStages: (s) => stages.push(s),
  });
  const actor = { credential: null, user: null, externalUserId: null } as unknown as Actor;
  const prompts = [...BENCH_PROMPTS, ...CHAT_PROMPTS];
  for (const p of prompts) await search.search(actor, { prompt: p, location: null, language: 'en' });
  stages.length = 0;
  const totals: number[] = [];
  const perPrompt = new Map<string, number[]>();
  for (let round = 0; round < 10; round++) {
    for (const p of prompts) {
      const t = performance.now();
      await search.search(actor, { prompt: p, location: null, language: 'en' });
      const ms = performance.now() - t;
      totals.push(ms);
      perPrompt.set(p, [...(perPrompt.get(p) ?? []), ms]);
    }
  }
  const pct = (xs: number[], q: number) =>
    [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] ?? 0;
  console.log(
    `search profile, ${size} activities, ${totals.length} searches (${prompts.length} prompts x 10)`,
  );
  console.log('stage       mean ms   p95 ms');
  for (const k of ['language', 'concepts', 'retrieval', 'ranking', 'answer'] as const) {
    const xs = stages.map((s) => s[k]);
    console.log(
      `${k.padEnd(10)} ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2).padStart(8)} ${pct(xs, 0.95).toFixed(2).padStart(8)}`,
    );
  }
  console.log(
    `${'total'.padEnd(10)} ${(totals.reduce((a, b) => a + b, 0) / totals.length).toFixed(2).padStart(8)} ${pct(totals, 0.95).toFixed(2).padStart(8)}`,
  );
  const slowest = [...perPrompt].map(([p, xs]) => [p, pct(xs, 0.5)] as const).sort((a, b) => b[1] - a[1]);
  console.log('slowest prompts (median ms):');
  for (const [p, ms] of slowest.slice(0, 6)) console.log(`  ${ms.toFixed(1).padStart(7)}  ${p}`);
  await index.close();
  await store.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
