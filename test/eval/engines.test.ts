/**
 * Search ranks identically on SQLite and Postgres: both judged sets run through the real importer,
 * discovery index and search service on each engine, and every prompt must return the same
 * activities in the same order with the same message, so the figures are the same too.
 */
import { Readable } from 'node:stream';
import { afterAll, expect, test } from 'vitest';
import { anonymousActor } from '../../src/access/actor.js';
import { importCatalogue } from '../../src/catalogue/catalogue.js';
import { catalogueStore } from '../../src/catalogue/store.js';
import { createSearchService } from '../../src/discovery/search/search-service.js';
import { createSeenSets } from '../../src/discovery/seen-sets.js';
import { createDiscoveryIndex } from '../../src/discovery/snapshot/discovery-index.js';
import { createCpuTurns } from '../../src/platform/cpu-turns.js';
import { activityRefs } from '../helpers/db.js';
import { type EngineDatabase, postgresDatabase, sqliteDatabase } from '../helpers/engines.js';
import { EVAL_NOW, evalNdjson } from './catalogue-source.js';
import { CHAT_NOW, CHAT_RECORDS, chatNdjson } from './chat/catalogue.js';
import { CHAT_PROMPTS } from './chat/prompts.js';
import { gradeAll } from './chat/rules.js';
import { CHAT_SET_NDCG_FLOOR, KEYWORD_SET_NDCG_FLOOR } from './floors.js';
import { JUDGMENTS } from './judgments.js';
import { ndcgAt, reciprocalRank } from './metrics.js';

const actor = anonymousActor('key_eval');

interface Prompt {
  prompt: string;
  location?: string;
  acceptLanguage?: string;
}

interface Answer {
  refs: string[];
  message: string;
}

const databases: EngineDatabase[] = [];
afterAll(async () => {
  for (const d of databases) await d.drop();
});

/** Imports the catalogue into a fresh database of the engine and answers every prompt. */
const answers = async (
  engine: 'sqlite' | 'postgres',
  ndjson: string,
  now: string,
  prompts: Prompt[],
): Promise<Answer[]> => {
  const database = engine === 'sqlite' ? sqliteDatabase() : await postgresDatabase();
  databases.push(database);
  const store = await database.open();
  const clock = () => new Date(now);
  const catalogue = catalogueStore(store);
  const index = createDiscoveryIndex({ store, catalogue, clock });
  try {
    await importCatalogue(catalogue, Readable.from([ndjson]), {
      replace: false,
      now: clock().toISOString(),
    });
    const search = createSearchService({ seen: createSeenSets(store), index, clock, cpu: createCpuTurns() });
    const refOf = await activityRefs(store);
    const out: Answer[] = [];
    for (const p of prompts) {
      const res = await search.search(actor, {
        prompt: p.prompt,
        location: p.location ?? null,
        language: p.acceptLanguage ?? 'en',
      });
      out.push({ refs: res.results.map((r) => refOf.get(r.activity_id ?? '') ?? '?'), message: res.message });
    }
    return out;
  } finally {
    await index.close();
    await store.close();
  }
};

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

test('the keyword set ranks the same on SQLite and Postgres', async () => {
  const prompts = JUDGMENTS.map((j) => ({
    prompt: j.prompt,
    ...(j.location ? { location: j.location } : {}),
  }));
  const onSqlite = await answers('sqlite', evalNdjson(), EVAL_NOW, prompts);
  const onPostgres = await answers('postgres', evalNdjson(), EVAL_NOW, prompts);
  expect(onPostgres).toEqual(onSqlite);
  const ndcg = (a: Answer[]) => mean(a.map((x, i) => ndcgAt(x.refs, JUDGMENTS[i]?.rel ?? {})));
  const mrr = (a: Answer[]) => mean(a.map((x, i) => reciprocalRank(x.refs, JUDGMENTS[i]?.rel ?? {})));
  expect(ndcg(onPostgres)).toBe(ndcg(onSqlite));
  expect(mrr(onPostgres)).toBe(mrr(onSqlite));
  // Not a comparison of two empty answers: the figures are those the eval holds search to.
  expect(ndcg(onSqlite)).toBeGreaterThanOrEqual(KEYWORD_SET_NDCG_FLOOR);
}, 120_000);

test('the chat set ranks the same on SQLite and Postgres', async () => {
  const prompts = CHAT_PROMPTS.map((p) => ({
    prompt: p.text,
    ...(p.location ? { location: p.location } : {}),
    ...(p.acceptLanguage ? { acceptLanguage: p.acceptLanguage } : {}),
  }));
  const onSqlite = await answers('sqlite', chatNdjson(), CHAT_NOW, prompts);
  const onPostgres = await answers('postgres', chatNdjson(), CHAT_NOW, prompts);
  expect(onPostgres).toEqual(onSqlite);
  const ndcg = (a: Answer[]) =>
    mean(
      a.map((x, i) => {
        const p = CHAT_PROMPTS[i];
        if (!p) return 0;
        if (p.expectEmpty) return x.refs.length === 0 ? 1 : 0;
        return ndcgAt(x.refs, Object.fromEntries(gradeAll(p.rules, CHAT_RECORDS, { now: CHAT_NOW })));
      }),
    );
  expect(ndcg(onPostgres)).toBe(ndcg(onSqlite));
  expect(ndcg(onSqlite)).toBeGreaterThanOrEqual(CHAT_SET_NDCG_FLOOR);
}, 180_000);
