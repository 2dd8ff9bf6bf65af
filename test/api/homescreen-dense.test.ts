/**
 * Homescreen in a dense centre ranks the nearest candidates only: at most 8 per result asked for
 * (at least 120 results' worth), so its work follows the answer's size, not the neighbourhood's
 * density (a city core of a million-activity catalogue holds thousands in one res-7 cell).
 */
import { cellToLatLng } from 'h3-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const CELL = '872a1072bffffff';
const [LAT, LNG] = cellToLatLng(CELL);
const NEAR = 960;
const FAR = 140;

/** A park `km` from the cell's centre, at `bearing` radians. */
const park = (ref: string, km: number, bearing: number, rating: number, ratingCount: number) => ({
  ref,
  entity_type: 'place',
  name: `Pocket Park ${ref}`,
  categories: ['park'],
  tags: ['outdoor'],
  city: 'new-york',
  location: {
    lat: LAT + (km / 111.32) * Math.cos(bearing),
    lng: LNG + (km / (111.32 * Math.cos((LAT * Math.PI) / 180))) * Math.sin(bearing),
  },
  timezone: 'America/New_York',
  opening_hours: '24/7',
  rating,
  rating_count: ratingCount,
});

let app: TestApp;
let key: string;

beforeAll(async () => {
  // The near parks are plain; the far ones, half a km out, are the best rated: without a bound on
  // candidates their quality outweighs the distance.
  const lines = [
    ...Array.from({ length: NEAR }, (_, i) => park(`near-${i}`, 0.25 + (i % 10) * 0.01, i, 1, 1)),
    ...Array.from({ length: FAR }, (_, i) => park(`far-${i}`, 0.5, i, 5, 10_000)),
  ];
  app = await startTestApp({ ndjson: toNdjson(lines) });
  key = (await app.createKey('self-serve')).key;
}, 60_000);
afterAll(() => app.stop());

const names = async (limit: number): Promise<string[]> => {
  const r = await app.request(`/partner/v1/homescreen?h3_cell=${CELL}&limit=${limit}&shelved=false`, { key });
  expect(r.status).toBe(200);
  const body = r.body as { shelves: { activities: { name: string }[] }[] };
  return body.shelves.flatMap((s) => s.activities.map((a) => a.name));
};

describe('homescreen in a dense centre', () => {
  it('ranks only the nearest 8 × max(limit, 120) candidates', async () => {
    const top = await names(20);
    expect(top).toHaveLength(20);
    expect(top.filter((n) => n.includes('far-'))).toEqual([]);
  });

  it('ranks every candidate in the radius when they are fewer than that', async () => {
    // limit 140: up to 1,120 candidates, and the 1,100 parks all fit; the best rated come first.
    const top = await names(140);
    expect(top.slice(0, 20).every((n) => n.includes('far-'))).toBe(true);
  });
});
