import { createReadStream, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportFailed, importCatalogue } from '../../src/catalogue/catalogue.js';
import { parseLines, workerParser } from '../../src/catalogue/import/parse-lines.js';
import { catalogueStore } from '../../src/catalogue/store.js';
import { fixtureNdjson, jazzLine, museumLine, parkLine, toNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all, value } from '../helpers/db.js';

let app: TestApp;
const load = (ndjson: string, replace = false) =>
  app.services.catalogue.importStream(Readable.from([ndjson]), { replace });
const idsByRef = async () =>
  Object.fromEntries(
    (
      await all<{ ref: string; activity_id: string }>(app.store, sql`SELECT ref, activity_id FROM activity`)
    ).map((r) => [r.ref, r.activity_id]),
  );
const rowCounts = () =>
  [
    'activity',
    'activity_session',
    'ticket_type',
    'activity_tag',
    'activity_category',
    'activity_translation',
  ].reduce<Promise<number[]>>(
    async (acc, t) => [
      ...(await acc),
      await value<number>(app.store, sql`SELECT COUNT(*) AS n FROM ${sql.table(t)}`),
    ],
    Promise.resolve([]),
  );

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('catalogue import', () => {
  it('loads records and reports added / updated / unchanged / removed', async () => {
    const first = await load(fixtureNdjson);
    expect(first).toMatchObject({ records: 3, added: 3, updated: 0, unchanged: 0, removed: 0 });
    expect(first.seconds).toBeGreaterThanOrEqual(0);
    expect(Object.values(await idsByRef()).every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
  });

  it('keeps activity_id stable when a record is re-imported with changes', async () => {
    const before = await idsByRef();
    const changed = { ...jazzLine, name: 'Late Set (renamed)', tags: ['late-night'] };
    const r = await load(toNdjson([changed, museumLine, parkLine]));
    expect(r).toMatchObject({ added: 0, updated: 1, unchanged: 2, removed: 0 });
    expect(await idsByRef()).toEqual(before);
    expect(await value(app.store, sql`SELECT name FROM activity WHERE ref = 'nyc-jazz-001'`)).toBe(
      'Late Set (renamed)',
    );
    const tags = await all(
      app.store,
      sql`SELECT tag FROM activity_tag t JOIN activity a ON a.id = t.activity_id WHERE a.ref = 'nyc-jazz-001'`,
    );
    expect(tags).toEqual([{ tag: 'late-night' }]);
  });

  it('with --replace removes activities absent from the file', async () => {
    const r = await load(toNdjson([jazzLine]), true);
    expect(r).toMatchObject({ removed: 2, updated: 1 });
    expect(Object.keys(await idsByRef())).toEqual(['nyc-jazz-001']);
    await load(fixtureNdjson);
  });

  it('is all-or-nothing and reports every bad line as "line N: field: reason"', async () => {
    const before = await rowCounts();
    const lines = [
      JSON.stringify({ ...parkLine, ref: 'ok-1' }),
      '',
      '{"ref": "broken",',
      JSON.stringify({ ...parkLine, ref: 'bad-lat', location: { lat: 123, lng: 0 } }),
      JSON.stringify({ ...parkLine, ref: 'bad-type', entity_type: 'venue', timezone: 'Mars/Olympus' }),
      JSON.stringify({ ...parkLine, ref: 'ok-1' }),
      JSON.stringify({
        ...jazzLine,
        ref: 'bad-session',
        ticket_price: {
          currency: 'usd',
          sessions: [{ date: '2026-02-30', time: '25:00', tickets: [{ name: 'GA', price: -1 }] }],
        },
      }),
      JSON.stringify({ ref: 'missing-fields', entity_type: 'event' }),
    ].join('\n');
    const err = await load(lines).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportFailed);
    const problems = (err as ImportFailed).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^line 3: \(record\): invalid JSON/),
        'line 4: location.lat: must be <= 90',
        "line 5: entity_type: must be 'event' or 'place'",
        'line 5: timezone: must be an IANA time zone such as Europe/Paris',
        "line 6: ref: duplicate of line 1 ('ok-1')",
        'line 7: ticket_price.currency: must be an ISO 4217 code such as USD',
        'line 7: ticket_price.sessions[0].date: must be a date YYYY-MM-DD',
        'line 7: ticket_price.sessions[0].time: must be a time HH:MM (24-hour)',
        'line 7: ticket_price.sessions[0].tickets[0].price: must be >= 0',
        'line 8: name: is required',
        'line 8: city: is required',
        'line 8: location: is required',
        'line 8: timezone: is required',
      ]),
    );
    expect(problems.some((p) => p.startsWith('line 1:') || p.startsWith('line 2:'))).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });

  // More records than one staging batch (500): staging, the update spool and the removal scan each
  // run over several batches.
  it('streams a load larger than a batch: updates keep their ids, --replace removes the rest', async () => {
    await load(toNdjson([jazzLine]), true);
    const many = (n: number, name = (i: number) => `Walk ${i}`) =>
      Array.from({ length: n }, (_, i) => ({ ...parkLine, ref: `walk-${i}`, name: name(i) }));
    const first = await load(toNdjson(many(1_300)), true);
    expect(first).toMatchObject({ records: 1_300, added: 1_300, updated: 0, unchanged: 0, removed: 1 });
    const before = await idsByRef();
    // Every third one renamed; the last 200 dropped: with --replace they go.
    const second = await load(
      toNdjson(many(1_100, (i) => (i % 3 === 0 ? `Walk ${i} (renamed)` : `Walk ${i}`))),
      true,
    );
    expect(second).toMatchObject({ records: 1_100, added: 0, updated: 367, unchanged: 733, removed: 200 });
    const after = await idsByRef();
    expect(Object.keys(after)).toHaveLength(1_100);
    for (const [ref, id] of Object.entries(after)) expect(id).toBe(before[ref]);
    expect(await value(app.store, sql`SELECT name FROM activity WHERE ref = 'walk-999'`)).toBe(
      'Walk 999 (renamed)',
    );
    expect(await value(app.store, sql`SELECT count(*) AS n FROM activity_tag`)).toBe(
      1_100 * parkLine.tags.length,
    );
    await load(fixtureNdjson, true);
  });

  it('deletes what it staged when a problem appears after the first batches, and reports it', async () => {
    const before = await rowCounts();
    const lines = [
      ...Array.from({ length: 1_200 }, (_, i) => JSON.stringify({ ...parkLine, ref: `late-${i}` })),
      JSON.stringify({ ...parkLine, ref: 'late-7' }),
      JSON.stringify({ ...parkLine, ref: 'bad-lng', location: { lat: 0, lng: 200 } }),
    ];
    const err = await load(lines.join('\r\n')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportFailed);
    expect((err as ImportFailed).problems).toEqual([
      "line 1201: ref: duplicate of line 8 ('late-7')",
      'line 1202: location.lng: must be <= 180',
    ]);
    expect((err as ImportFailed).message).toBe('import rejected: 2 problem(s); nothing was written');
    expect(await rowCounts()).toEqual(before);
  });

  it('reads every line of a file it reports progress on, the total estimated from the bytes read', async () => {
    const file = join(app.dir, 'progress.ndjson');
    writeFileSync(
      file,
      toNdjson(Array.from({ length: 1_200 }, (_, i) => ({ ...parkLine, ref: `progress-${i}` }))),
    );
    const progress: [number, number][] = [];
    const r = await importCatalogue(catalogueStore(app.store), createReadStream(file), {
      replace: true,
      now: new Date().toISOString(),
      sizeBytes: statSync(file).size,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(r).toMatchObject({ records: 1_200, added: 1_200 });
    expect(progress.at(-1)).toEqual([1_200, 1_200]);
    expect(progress.length).toBeGreaterThan(2);
    for (const [done, total] of progress) expect(total).toBeGreaterThanOrEqual(done);
    await load(fixtureNdjson, true);
  });
  it('parses in worker threads past the first lines: same records, same numbered problems', async () => {
    const lines = Array.from({ length: 1_000 }, (_, i) =>
      JSON.stringify({ ...parkLine, ref: `worker-${i}` }),
    );
    // A worker answers what the importer's own thread would.
    const parser = workerParser(1);
    try {
      const sample = [lines[0] as string, '', '{"ref": ', JSON.stringify({ ...parkLine, city: 'New York' })];
      expect(await parser.parse(sample, 41)).toEqual(parseLines(sample, 41));
      expect((await parser.parse(sample, 41)).map((p) => p.problems ?? p.activity.ref)).toEqual([
        'worker-0',
        [expect.stringMatching(/^line 43: \(record\): invalid JSON: /)],
        ['line 44: city: must be a lowercase slug such as new-york'],
      ]);
    } finally {
      await parser.close();
    }
    const run = (text: string) =>
      importCatalogue(catalogueStore(app.store), Readable.from([text]), {
        replace: true,
        now: new Date().toISOString(),
        workersAfterLines: 100,
      });
    const before = await rowCounts();
    const bad = [...lines];
    bad[599] = JSON.stringify({ ...parkLine, ref: 'worker-3' });
    bad[899] = '{ not json';
    const err = await run(bad.join('\n')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportFailed);
    expect((err as ImportFailed).problems).toEqual([
      "line 600: ref: duplicate of line 4 ('worker-3')",
      expect.stringMatching(/^line 900: \(record\): invalid JSON: /),
    ]);
    expect(await rowCounts()).toEqual(before);
    expect(await run(lines.join('\n'))).toMatchObject({ records: 1_000, added: 1_000 });
    expect(await value(app.store, sql`SELECT name FROM activity WHERE ref = 'worker-999'`)).toBe(
      parkLine.name,
    );
    await load(fixtureNdjson, true);
  });
});
