/**
 * Snapshot columns regrouped by cell: the same docs in the same (pk) order with the same fields,
 * their rows side by side per cell, a memoised quality carried with its row. A doc table finds docs
 * by pk and position without an object per doc.
 */
import { describe, expect, it } from 'vitest';
import { quality } from '../../src/discovery/ranking.js';
import {
  type DocFields,
  DocList,
  type DocTable,
  docColumnsBuilder,
  docTableBuilder,
  groupByCellSteps,
  plainDoc,
  type SnapshotDoc,
} from '../../src/discovery/snapshot/doc-columns.js';
import { nextStart } from '../../src/discovery/snapshot/ranking-docs.js';

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

/** A table of these docs, in the order given. */
const tableOf = (docs: readonly SnapshotDoc[]): DocTable => {
  const t = docTableBuilder(1);
  for (const d of docs) t.add(d.cols, d.row, d.pk);
  return t.build();
};

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
    const docs: SnapshotDoc[] = [];
    for (let pk = 1; pk <= 200; pk++) docs.push(builder.add(fields(pk)));
    const before = docs.map(plainDoc);
    // Rows loaded in pk order alternate between cells.
    expect(new Set(docs.slice(0, 4).map((d) => d.h3r7)).size).toBe(4);
    const qualities = docs.map((d) => quality(d));

    const { value: table, yields } = run(groupByCellSteps(tableOf(docs), 16));
    expect(yields).toBeGreaterThan(200 / 16);
    const grouped = [...table];
    expect(grouped.map(plainDoc)).toEqual(before);
    expect(grouped.map((d) => quality(d))).toEqual(qualities);
    expect(table.sets).toEqual([builder.columns]);
    expect(grouped.every((d) => d.cols === builder.columns)).toBe(true);
    for (const [i, d] of grouped.entries()) {
      const from = 1_800_000_000_000 + d.pk * 1_000;
      expect(nextStart(d, from)).toBe(fields(d.pk).sessionStarts[0] ?? null);
      expect(d.lastStart()).toBe(fields(d.pk).sessionStarts.at(-1) ?? null);
      expect(d.pk).toBe(i + 1);
    }
    // By row, the cells come in runs: one run per cell.
    const byRow = [...grouped].sort((a, b) => a.row - b.row);
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
    const table = tableOf(docs);
    const { value } = run(groupByCellSteps(table, 16));
    expect(value).toBe(table);
    expect([...value].map((d) => [d.cols, d.row])).toEqual(docs.map((d) => [d.cols, d.row]));
  });
});

describe('DocTable and DocList', () => {
  it('find docs by pk and by position, across sets of columns', () => {
    const a = docColumnsBuilder(4);
    const b = docColumnsBuilder(4);
    // pks 2, 4, ..., 20: the odd pks in between are absent.
    const docs = Array.from({ length: 10 }, (_, i) => (i % 3 === 2 ? b : a).add(fields(2 * (i + 1))));
    const table = tableOf(docs);
    expect(table.length).toBe(10);
    expect(table.sets).toEqual([a.columns, b.columns]);
    for (const d of docs) {
      expect(table.get(d.pk)?.cols).toBe(d.cols);
      expect(table.get(d.pk)?.row).toBe(d.row);
      expect(plainDoc(table.get(d.pk) as SnapshotDoc)).toEqual(plainDoc(d));
    }
    for (const pk of [0, 1, 3, 19, 21, -5]) expect(table.get(pk)).toBeUndefined();
    expect(table.at(10)).toBeUndefined();
    expect(table.at(-1)).toBeUndefined();
    expect([table.pk(2), table.row(2), table.columns(2)]).toEqual([6, 0, b.columns]);
    expect([table.pk(3), table.row(3), table.columns(3)]).toEqual([8, 2, a.columns]);

    // A list is positions of the table in a shared pool: here positions 7, 2 and 5 of a pool.
    const pool = Int32Array.from([9, 7, 2, 5, 0]);
    const list = new DocList(table, pool, 1, 3);
    expect([...list].map((d) => d.pk)).toEqual([16, 6, 12]);
    expect([list.position(0), list.position(2)]).toEqual([7, 5]);
    expect(list.at(1)?.pk).toBe(6);
    expect(list.at(3)).toBeUndefined();
  });
});
