/**
 * `npx tsx bench/hotpath.ts --db <100k.db> [--mode answers|cpu] [--out file]`: the homescreen and
 * search services in-process on an imported demo catalogue with a fixed clock.
 * - `answers` writes every answer of a fixed set of requests (homescreens over the busiest cells with
 *   every option, the bench, keyword-eval and chat-eval prompts) as JSON lines, so two builds can be
 *   diffed byte for byte;
 * - `cpu` reports CPU milliseconds per request (process.cpuUsage, GC included) for homescreen shelved
 *   250 and the bench prompts, which a loaded machine disturbs far less than wall time.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import type { Actor } from '../src/access/actor.js';
import { catalogueStore } from '../src/catalogue/store.js';
import {
  createDiscoveryService,
  type HomescreenQuery,
} from '../src/discovery/homescreen/build-homescreen.js';
import type { WeatherProvider } from '../src/discovery/homescreen/weather-provider.js';
import { createSearchService } from '../src/discovery/search/search-service.js';
import { createSeenSets } from '../src/discovery/seen-sets.js';
import { createDiscoveryIndex } from '../src/discovery/snapshot/discovery-index.js';
import { createCpuTurns } from '../src/platform/cpu-turns.js';
import { openStore } from '../src/platform/db/index.js';
import { createSecretBox } from '../src/platform/secrets/secret-box.js';
import { CHAT_PROMPTS } from '../test/eval/chat/prompts.js';
import { JUDGMENTS } from '../test/eval/judgments.js';
import { BENCH_PROMPTS, busiestCells, cellsByCount } from './discovery.js';
import { benchEnv } from './lib.js';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    mode: { type: 'string', default: 'answers' },
    out: { type: 'string', default: 'answers.jsonl' },
    /** Fixed clock (ISO); the default is close to when the demo catalogue was generated. */
    now: { type: 'string', default: '2026-11-23T18:30:00Z' },
    rounds: { type: 'string', default: '6' },
    /** cpu mode: `home` or `search` alone (one operation per profile). */
    only: { type: 'string' },
  },
});
if (!values.db) throw new Error('--db <imported demo catalogue> is required');
const fixedNow = Date.parse(values.now);
const clock = () => new Date(fixedNow);

const store = await openStore({
  sqlitePath: values.db,
  migrationsDir: join(process.cwd(), 'db', 'migrations'),
  secrets: createSecretBox(Buffer.from(benchEnv.JAUNT_SECRET_KEY, 'base64')),
});
const index = createDiscoveryIndex({ store, catalogue: catalogueStore(store), clock });
const rainy: WeatherProvider = {
  current: async () => ({ temperatureC: 9, weatherCode: 61, isDay: true, precipitationProbability: 80 }),
};
const sunny: WeatherProvider = {
  current: async () => ({ temperatureC: 22, weatherCode: 1, isDay: true, precipitationProbability: 0 }),
};
const cpu = createCpuTurns();
const seen = createSeenSets(store);
const discovery = createDiscoveryService({
  seen,
  index,
  clock,
  cpu,
  weather: { current: async () => null },
});
const rainyDiscovery = createDiscoveryService({ seen, index, clock, cpu, weather: rainy });
const sunnyDiscovery = createDiscoveryService({ seen, index, clock, cpu, weather: sunny });
const search = createSearchService({ seen, index, clock, cpu });

const credential = { id: 'bench', kind: 'negotiated' } as Actor['credential'];
const anonymous = { credential, user: null, externalUserId: null } as Actor;
const member = {
  credential,
  user: {
    id: 'no-such-user',
    usualPlans: ['date-nights', 'nature-time'],
    dietaryPreferences: ['vegan'],
    city: 'london',
    neighborhood: { lat: 51.5226, lng: -0.0772 },
  },
  externalUserId: 'bench-user',
} as unknown as Actor;

const sqlite = new Database(values.db, { readonly: true });
const cells = busiestCells(sqlite);
const quiet = cellsByCount(sqlite, 'quietest', 5);
sqlite.close();

const home = (cell: string, over: Partial<HomescreenQuery> = {}): HomescreenQuery => ({
  h3Cell: cell,
  limit: 250,
  usualPlans: [],
  shelved: true,
  bookingFilter: 'all',
  language: 'en',
  ...over,
});

await index.current();

if (values.mode === 'answers') {
  const lines: string[] = [];
  const homes: [string, HomescreenQuery, Actor, typeof discovery][] = [];
  for (const [i, cell] of [...cells, ...quiet].entries()) {
    homes.push([`home ${cell} default`, home(cell), anonymous, discovery]);
    if (i % 4 === 0)
      homes.push([`home ${cell} flat 40`, home(cell, { shelved: false, limit: 40 }), anonymous, discovery]);
    if (i % 4 === 1)
      homes.push([
        `home ${cell} plans bookable fr`,
        home(cell, {
          usualPlans: ['fun-with-kids', 'pet-friendly', 'meet-new-people'],
          bookingFilter: 'bookable',
          language: 'fr-CH, fr;q=0.9',
        }),
        member,
        discovery,
      ]);
    if (i % 4 === 2)
      homes.push([
        `home ${cell} rainy 1000`,
        home(cell, { limit: 1000, bookingFilter: 'bookable_or_free' }),
        member,
        rainyDiscovery,
      ]);
    if (i % 4 === 3)
      homes.push([
        `home ${cell} sunny debug`,
        home(cell, { limit: 60, debug: true, usualPlans: ['staying-active'] }),
        anonymous,
        sunnyDiscovery,
      ]);
  }
  for (const [label, q, actor, service] of homes) {
    lines.push(`${label}\t${(await service.homescreenJson(actor, q)).toString('utf8')}`);
    lines.push(`${label} objects\t${JSON.stringify(await service.homescreen(actor, q))}`);
  }
  const prompts: { prompt: string; location?: string; language?: string }[] = [
    ...BENCH_PROMPTS.map((prompt) => ({ prompt })),
    ...JUDGMENTS.map((j) => ({ prompt: j.prompt, ...(j.location ? { location: j.location } : {}) })),
    ...CHAT_PROMPTS.map((p) => ({
      prompt: p.text,
      ...(p.location ? { location: p.location } : {}),
      ...(p.acceptLanguage ? { language: p.acceptLanguage } : {}),
    })),
  ];
  for (const p of prompts)
    for (const actor of [anonymous, member]) {
      const r = await search.search(actor, {
        prompt: p.prompt,
        location: p.location ?? null,
        language: p.language ?? 'en',
        limit: 50,
      });
      lines.push(
        `search ${actor.user ? 'member' : 'anon'} ${p.prompt} @${p.location ?? ''}\t${JSON.stringify(r)}`,
      );
    }
  writeFileSync(values.out, `${lines.join('\n')}\n`);
  console.log(`${lines.length} answers written to ${values.out}`);
} else {
  const rounds = Number(values.rounds);
  const cpu = async (label: string, n: number, task: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < Math.min(n, 40); i++) await task(i);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await task(i);
    const c = process.cpuUsage(c0);
    const wall = performance.now() - t0;
    console.log(
      `${label.padEnd(34)} cpu ${((c.user + c.system) / 1000 / n).toFixed(2).padStart(6)} ms/req   wall ${(wall / n).toFixed(2).padStart(6)} ms/req  (${n})`,
    );
  };
  if (values.only !== 'search')
    await cpu('homescreen shelved 250 (json)', 40 * rounds, (i) =>
      discovery.homescreenJson(member, home(cells[(i * 7) % cells.length] ?? '')),
    );
  if (values.only !== 'home')
    await cpu('search bench prompts', BENCH_PROMPTS.length * rounds * 3, (i) =>
      search.search(member, {
        prompt: BENCH_PROMPTS[i % BENCH_PROMPTS.length] ?? '',
        location: null,
        language: 'en',
      }),
    );
}
await index.close();
await store.close();
