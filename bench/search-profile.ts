/**
 * `npx tsx bench/search-profile.ts [--size N]`: one profile run of search on the demo catalogue,
 * in-process (no HTTP): it calls the search stages (src/discovery/search/: understand, retrieve,
 * filter, rank, answer) one after another as the search service does, timing each, over the bench
 * prompts plus chat-style ones, after a warm-up that checks the staged run answers as the service.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Actor } from '../src/access/actor.js';
import { catalogueStore } from '../src/catalogue/store.js';
import type { SearchResponse } from '../src/contract/partner.js';
import { profileContext } from '../src/discovery/homescreen/build-homescreen.js';
import { answer } from '../src/discovery/search/answer.js';
import { filter } from '../src/discovery/search/filter.js';
import { rank } from '../src/discovery/search/rank.js';
import { retrieve } from '../src/discovery/search/retrieve.js';
import { createSearchService } from '../src/discovery/search/search-service.js';
import { understand } from '../src/discovery/search/understand.js';
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

/** The stages in order; `language` is the part of `understand` that detects the prompt's language. */
const STAGES = ['understand', 'language', 'retrieve', 'filter', 'rank', 'answer'] as const;
type StageMs = Record<(typeof STAGES)[number], number>;

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
  // One instant for the whole run: the staged run and the service answer alike ("tonight", "in 2 h").
  const startedAt = new Date();
  const clock = () => startedAt;
  const index = createDiscoveryIndex({ store, catalogue: catalogueStore(store), clock });
  const seen = createSeenSets(store);
  const cpu = createCpuTurns();
  const service = createSearchService({ seen, index, clock, cpu });
  const actor = { credential: null, user: null, externalUserId: null } as unknown as Actor;
  const stages: StageMs[] = [];
  /** One search through the stages as createSearchService assembles them, with a timer per stage. */
  const staged = async (prompt: string): Promise<SearchResponse> => {
    const query = { prompt, location: null, language: 'en' };
    const snap = await index.current();
    const profile = await profileContext(seen, actor);
    await cpu.turn();
    const now = clock().getTime();
    const t0 = performance.now();
    const understanding = understand({
      snap,
      query,
      now,
      userHome: profile.userHome,
      userCity: actor.user?.city ?? null,
    });
    const t1 = performance.now();
    const retrieval = retrieve({ snap, understanding });
    const t2 = performance.now();
    const filtered = filter({ snap, understanding, retrieval, now });
    const t3 = performance.now();
    const scored = rank({ understanding, retrieval, kept: filtered.kept, profile, now });
    const t4 = performance.now();
    const answered = await answer({
      index,
      text: snap.text,
      understanding,
      retrieval,
      filtered,
      scored,
      userHome: profile.userHome,
      now,
    });
    const t5 = performance.now();
    stages.push({
      understand: t1 - t0,
      language: understanding.parsed.stageMs.language,
      retrieve: t2 - t1,
      filter: t3 - t2,
      rank: t4 - t3,
      answer: t5 - t4,
    });
    return answered;
  };
  const prompts = [...BENCH_PROMPTS, ...CHAT_PROMPTS];
  // Warm-up, and a check that the staged run answers as the service does.
  for (const p of prompts) {
    const viaService = await service.search(actor, { prompt: p, location: null, language: 'en' });
    if (JSON.stringify(await staged(p)) !== JSON.stringify(viaService))
      throw new Error(`the staged run answers "${p}" differently from the search service`);
  }
  stages.length = 0;
  const totals: number[] = [];
  const perPrompt = new Map<string, number[]>();
  for (let round = 0; round < 10; round++) {
    for (const p of prompts) {
      const t = performance.now();
      await staged(p);
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
  for (const k of STAGES) {
    const xs = stages.map((s) => s[k]);
    const label = k === 'language' ? '  language' : k;
    console.log(
      `${label.padEnd(10)} ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2).padStart(8)} ${pct(xs, 0.95).toFixed(2).padStart(8)}`,
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
