/**
 * Every claim of every `why` is true of its record at the request's time. Each evaluation prompt
 * (the keyword set, the chat set and, when present, the blind set through its own modules, reported
 * only as counts) goes through the real search over HTTP, one server for all, one catalogue load per
 * set; each result's why is read back into claims (why-claims.ts) and checked against the record.
 * A unit part shows the checker catches false claims.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueRecord } from '../../src/catalogue/record.js';
import { buildGazetteer } from '../../src/discovery/query/gazetteer.js';
import { LANGUAGE_LEXICONS } from '../../src/discovery/query/lexicon/index.js';
import { LEXICON } from '../../src/discovery/query/lexicon-compiled.js';
import { parseQuery } from '../../src/discovery/query/parse.js';
import { fold, foldedPhrases, tokenize } from '../../src/discovery/query/text.js';
import { findTime, resolveTimeWindow, type TimeIntent } from '../../src/discovery/query/when.js';
import { isDictionaryWord } from '../../src/discovery/query/word-lists.js';
import { LANGUAGES, type Lang } from '../../src/platform/i18n/lang.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { activityRefs } from '../helpers/db.js';
import { EVAL_NOW, EVAL_RECORDS, evalNdjson } from './catalogue-source.js';
import { CHAT_NOW, CHAT_RECORDS, chatNdjson } from './chat/catalogue.js';
import { CHAT_PROMPTS } from './chat/prompts.js';
import { JUDGMENTS } from './judgments.js';
import { type FalseClaim, falseClaims, whyLanguage } from './why-claims.js';

interface Prompt {
  text: string;
  location?: string;
  acceptLanguage?: string;
}

interface EvalSet {
  now: string;
  records: CatalogueRecord[];
  ndjson: string;
  prompts: Prompt[];
}

const NO_PLACES = buildGazetteer([]);
const OPEN_NOW = foldedPhrases(LANGUAGES.flatMap((l) => LANGUAGE_LEXICONS[l].time.openNow));

/** The prompt's time as every language reads it ("open then" holds if open in any reading). */
const intentsOf = (prompt: string, now: number): { intents: TimeIntent[]; openNow: boolean } => {
  const words = tokenize(prompt)
    .filter((x) => !x.emoji)
    .map((x) => x.text);
  // The search reads prices ("under 20") before time: read the words with and without numbers.
  const noNumbers = words.map((w) => (/\d/.test(w) ? '' : w));
  const intents = LANGUAGES.flatMap((l) =>
    [words, noNumbers].flatMap((ws) => findTime(ws, l, LEXICON.time, now)?.intent ?? []),
  );
  // And as the search's own pipeline reads it (typos corrected, compounds split, prices first).
  const parsed = parseQuery(prompt, LEXICON, {
    now,
    gazetteer: NO_PLACES,
    accepted: [],
    lex: LEXICON,
    vocabulary: [],
    placeKeys: NO_PLACES.entries.keys(),
    isWord: isDictionaryWord,
  });
  if (parsed.time) intents.push(parsed.time);
  const text = ` ${words.join(' ')} `;
  const openNow = OPEN_NOW.some((p) => text.includes(` ${p.join(' ')} `));
  return { intents, openNow };
};

interface Finding {
  prompt: string;
  name: string;
  why: string;
  wrong: FalseClaim[];
}

/** Runs a set's prompts through the search; every false claim found. */
const runSet = async (
  app: TestApp,
  key: string,
  set: EvalSet,
): Promise<{ checked: number; found: Finding[] }> => {
  app.now.value = new Date(set.now);
  await app.importNdjson(set.ndjson, true);
  const refOf = await activityRefs(app.store);
  const byRef = new Map(set.records.map((r) => [r.ref, r]));
  const now = Date.parse(set.now);
  const found: Finding[] = [];
  let checked = 0;
  for (const p of set.prompts) {
    const qs = new URLSearchParams({ prompt: p.text, ...(p.location ? { location: p.location } : {}) });
    const res = await app.request(`/partner/v1/search?${qs}`, {
      key,
      headers: p.acceptLanguage ? { 'accept-language': p.acceptLanguage } : {},
    });
    expect(res.status).toBe(200);
    const body = res.body as { results: { activity_id: string; name: string; why: string }[] };
    const lang: Lang = whyLanguage(
      body.results.map((r) => r.why),
      'en',
    );
    const { intents, openNow } = intentsOf(p.text, now);
    for (const r of body.results) {
      const record = byRef.get(refOf.get(r.activity_id) ?? '');
      if (!record) continue;
      const windows = intents.flatMap((i) => resolveTimeWindow(i, now, record.timezone) ?? []);
      if (openNow) windows.push({ start: now, end: now + 3 * 3_600_000 });
      const wrong = falseClaims(r.why, { record, records: set.records, now, lang, windows });
      checked++;
      if (wrong.length > 0) found.push({ prompt: p.text, name: r.name, why: r.why, wrong });
    }
  }
  return { checked, found };
};

describe('the checker', () => {
  const base: CatalogueRecord = {
    ref: 'x',
    entity_type: 'place',
    name: 'Gallery',
    city: 'paris',
    location: { lat: 48.8606, lng: 2.3376 },
    timezone: 'Europe/Paris',
    opening_hours: 'Mo-Fr 10:00-18:00',
    categories: ['gallery'],
    tags: [],
  } as CatalogueRecord;
  const ctx = { record: base, records: [base], now: Date.parse('2026-12-10T15:00:00Z'), lang: 'en' as Lang };

  it('catches "free" without a free ticket or tag, and "open then" outside the hours', () => {
    const evening = { start: Date.parse('2026-12-10T19:00:00Z'), end: Date.parse('2026-12-10T23:00:00Z') };
    const wrong = falseClaims('Gallery in Marais, open then, free.', { ...ctx, windows: [evening] });
    expect(wrong.map((w) => w.claim)).toEqual(['open then', 'free']);
    expect(falseClaims('Gallery, open now.', { ...ctx, windows: [] })).toEqual([]);
    expect(
      falseClaims('Gallery, open now.', { ...ctx, now: Date.parse('2026-12-10T20:00:00Z'), windows: [] }),
    ).toHaveLength(1);
  });

  it('catches a session that is not tonight, and a walk that is not that short', () => {
    const event = {
      ...base,
      entity_type: 'event',
      opening_hours: null,
      ticket_price: { currency: 'EUR', sessions: [{ date: '2026-12-12', time: '20:00', tickets: [] }] },
    } as CatalogueRecord;
    const c = { ...ctx, record: event, windows: [] };
    expect(falseClaims('Escape room, today 20:00.', c)).toHaveLength(1);
    expect(falseClaims('Escape room, Sat 20:00.', c)).toEqual([]);
    // The record stands at the Louvre: "8 min walk from the Eiffel Tower" is false, "1 min" from the Louvre true.
    expect(falseClaims('Gallery, 8 min walk from Eiffel Tower.', c)).toHaveLength(1);
    expect(falseClaims('Gallery, 1 min walk from Louvre.', c)).toEqual([]);
    expect(fold('Musée du Louvre')).toBe('musee du louvre');
  });
});

describe('every why is true', () => {
  let app: TestApp;
  let key: string;
  beforeAll(async () => {
    app = await startTestApp({ now: new Date(EVAL_NOW), ndjson: evalNdjson() });
    key = (await app.createKey('self-serve')).key;
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
  });

  const show = (found: Finding[]) =>
    found
      .slice(0, 15)
      .map(
        (f) =>
          `${f.prompt} → ${f.name}: "${f.why}" — ${f.wrong.map((w) => `${w.claim}: ${w.reason}`).join('; ')}`,
      );

  it('keyword set', async () => {
    const r = await runSet(app, key, {
      now: EVAL_NOW,
      records: EVAL_RECORDS,
      ndjson: evalNdjson(),
      prompts: JUDGMENTS.map((j) => ({ text: j.prompt, location: j.location })),
    });
    expect(r.checked).toBeGreaterThan(100);
    expect(show(r.found)).toEqual([]);
  }, 120_000);

  it('chat set', async () => {
    const r = await runSet(app, key, {
      now: CHAT_NOW,
      records: CHAT_RECORDS,
      ndjson: chatNdjson(),
      prompts: CHAT_PROMPTS,
    });
    expect(r.checked).toBeGreaterThan(300);
    expect(show(r.found)).toEqual([]);
  }, 120_000);

  it('blind set (counts only: its prompts are never shown)', async () => {
    const catalogue = await import('./blind/catalogue.js').catch(() => null);
    const prompts = await import('./blind/prompts.js').catch(() => null);
    if (!catalogue || !prompts) return;
    const r = await runSet(app, key, {
      now: catalogue.BLIND_NOW,
      records: catalogue.BLIND_RECORDS,
      ndjson: catalogue.blindNdjson(),
      prompts: prompts.BLIND_PROMPTS,
    });
    const byClaim = new Map<string, number>();
    for (const f of r.found) for (const w of f.wrong) byClaim.set(w.kind, (byClaim.get(w.kind) ?? 0) + 1);
    expect(r.checked).toBeGreaterThan(0);
    expect(Object.fromEntries(byClaim)).toEqual({});
  }, 120_000);
});
