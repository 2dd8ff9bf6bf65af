/**
 * Snapshot columns regrouped by cell: the same docs in the same (pk) order with the same fields,
 * their rows side by side per cell, a memoised quality carried with its row.
 */
import { describe, expect, it } from 'vitest';
import type { DiscoveryDoc } from '../../src/domain/discovery.js';
import { nextStart } from '../../src/domain/discovery.js';
import {
  type DocFields,
  docColumnsBuilder,
  groupByCellSteps,
  plainDoc,
  SnapshotDoc,
} from '../../src/domain/doc-columns.js';
import { quality } from '../../src/domain/ranking.js';

const CELLS = ['87194ada4ffffff', '872f5a375ffffff', '87394460effffff', '872a100dbffffff'];

const fields = (pk: number): DocFields => ({
  pk,
  entityType: pk % 3 === 0 ? 'place' : 'event',
  name: `Activity ${pk} ${'é'.repeat(pk % 4)}`,
  city: `city-${pk % 4}`,
  lat: 10 + pk / 100,
  lng: 20 - pk / 100,
  h3r7: CELLS[(pk * 7) % CELLS.length] as string,
  timezone: pk % 2 ? 'Europe/London' : 'Asia/Tokyo',
  rating: pk % 5 === 0 ? null : 3 + (pk % 3) / 2,
  ratingCount: pk % 5 === 0 ? null : pk * 11,
  popularity: pk % 4 === 0 ? null : (pk % 10) / 10,
  isBookable: pk % 2 === 0,
  isFree: pk % 7 === 0,
  minPriceMinor: pk % 6 === 0 ? null : pk * 100,
  currency: pk % 6 === 0 ? null : 'GBP',
  categories: pk % 2 ? ['music'] : ['museum', 'gallery'],
  tags: [`tag-${pk % 3}`],
  dietary: pk % 8 === 0 ? ['vegan'] : [],
  venue: pk % 3 ? `Venue ${pk % 3}` : null,
  semanticLocation: null,
  openingHours: pk % 3 === 0 ? 'Mo-Su 09:00-17:00' : null,
  // Zero to three sessions, ascending.
  sessionStarts: Array.from({ length: pk % 4 }, (_, k) => 1_800_000_000_000 + pk * 1_000 + k * 3_600_000),
});

const run = <T>(steps: Generator<void, T>): { value: T; yields: number } => {
  let yields = 0;
  for (let r = steps.next(); ; r = steps.next()) {
    if (r.done) return { value: r.value, yields };
    yields++;
  }
};

describe('groupByCellSteps', () => {
  it('keeps the docs, their order and their fields, with each cell in one run of rows', () => {
    const builder = docColumnsBuilder(4);
    const docs: DiscoveryDoc[] = [];
    for (let pk = 1; pk <= 200; pk++) docs.push(builder.add(fields(pk)));
    const before = docs.map(plainDoc);
    // Rows loaded in pk order alternate between cells.
    expect(new Set(docs.slice(0, 4).map((d) => d.h3r7)).size).toBe(4);
    const qualities = docs.map((d) => quality(d));

    const { value: grouped, yields } = run(groupByCellSteps(docs, 16));
    expect(yields).toBeGreaterThan(200 / 16);
    expect(grouped.map(plainDoc)).toEqual(before);
    expect(grouped.map((d) => quality(d))).toEqual(qualities);
    expect(grouped.every((d) => d instanceof SnapshotDoc && d.cols === builder.columns)).toBe(true);
    for (const [i, d] of grouped.entries()) {
      const from = 1_800_000_000_000 + d.pk * 1_000;
      expect(nextStart(d, from)).toBe(fields(d.pk).sessionStarts[0] ?? null);
      expect((d as SnapshotDoc).lastStart()).toBe(fields(d.pk).sessionStarts.at(-1) ?? null);
      expect(d.pk).toBe(i + 1);
    }
    // By row, the cells come in runs: one run per cell.
    const byRow = [...grouped].sort((a, b) => (a as SnapshotDoc).row - (b as SnapshotDoc).row);
    const runs = byRow.filter((d, i) => i === 0 || d.h3r7 !== byRow[i - 1]?.h3r7).map((d) => d.h3r7);
    expect(runs.sort()).toEqual([...CELLS].sort());
    // Within a cell, rows keep pk order.
    for (const cell of CELLS) {
      const pks = byRow.filter((d) => d.h3r7 === cell).map((d) => d.pk);
      expect(pks).toEqual([...pks].sort((a, b) => a - b));
    }
  });

  it('leaves docs from several sets of columns as they are', () => {
    const a = docColumnsBuilder(4);
    const b = docColumnsBuilder(4);
    const docs = [a.add(fields(1)), a.add(fields(2)), b.add(fields(3))];
    const { value } = run(groupByCellSteps(docs, 16));
    expect(value).toEqual(docs);
    expect(value.map((d) => (d as SnapshotDoc).row)).toEqual([0, 1, 0]);
  });
});
