/**
 * Homescreen keeps each neighbourhood's candidates between requests (per snapshot, cell, size and
 * booking filter), and they still follow the clock: an event leaves the homescreen on the first
 * request after its last session started two hours ago, and a clock set back brings it back.
 */
import { latLngToCell } from 'h3-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureNdjson, jazzLine, parkLine } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const CELL = latLngToCell(jazzLine.location.lat, jazzLine.location.lng, 7);
/** The jazz set's last session: 2026-12-04 22:30 in New York. */
const LAST_START = Date.parse('2026-12-05T03:30:00Z');
const MINUTE = 60_000;

let app: TestApp;
let key: string;

beforeAll(async () => {
  app = await startTestApp({ ndjson: fixtureNdjson });
  key = (await app.createKey('self-serve')).key;
}, 60_000);
afterAll(() => app.stop());

const namesAt = async (at: number, shelved: boolean): Promise<string[]> => {
  app.now.value = new Date(at);
  const r = await app.request(`/partner/v1/homescreen?h3_cell=${CELL}&shelved=${shelved}`, { key });
  expect(r.status).toBe(200);
  const body = r.body as { shelves: { activities: { name: string }[] }[] };
  return [...new Set(body.shelves.flatMap((s) => s.activities.map((a) => a.name)))].sort();
};

describe('homescreen over time, same cell', () => {
  it.each([false, true])('drops an event two hours after its last start (shelved=%s)', async (shelved) => {
    const both = [jazzLine.name, parkLine.name].sort();
    expect(await namesAt(LAST_START - 3 * 24 * 60 * MINUTE, shelved)).toEqual(both);
    // Under way: still shown.
    expect(await namesAt(LAST_START + 119 * MINUTE, shelved)).toEqual(both);
    expect(await namesAt(LAST_START + 121 * MINUTE, shelved)).toEqual([parkLine.name]);
    // A clock set back (tests, a corrected host clock) sees it again.
    expect(await namesAt(LAST_START + 60 * MINUTE, shelved)).toEqual(both);
  });
});
