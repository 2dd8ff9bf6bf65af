import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createLimitsService } from '../../src/access/limits/limits.js';
import { databaseLimiterBackend, keyLimitsStore } from '../../src/access/limits/store.js';
import { openStore, type Store } from '../../src/platform/db/index.js';
import { createSecretBox } from '../../src/platform/secrets/secret-box.js';

let store: Store;
let dir: string;
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const limitsOver = async (now: Date) => {
  dir = mkdtempSync(join(tmpdir(), 'jaunt-limits-'));
  store = await openStore({
    sqlitePath: join(dir, 'l.db'),
    migrationsDir: join(process.cwd(), 'db', 'migrations'),
    secrets: createSecretBox(randomBytes(32)),
  });
  return createLimitsService({
    backend: databaseLimiterBackend(store),
    keyLimits: keyLimitsStore(store),
    clock: () => now,
    defaults: { windows: { second: 100, minute: 1000, hour: 10000 }, dailyQuota: 3, agentDailyQuota: 3 },
  });
};

describe('daily quota store', () => {
  it("counts in a file of its own: a charge does not wait for the catalogue's write lock", async () => {
    const limits = await limitsOver(new Date('2026-11-22T10:00:00Z'));
    const subject = await limits.forKey('key_e');
    // Another process (an import publishing) holds the catalogue database's write lock.
    const importer = new Database(join(dir, 'l.db'));
    importer.exec('BEGIN IMMEDIATE');
    try {
      expect((await limits.charge(subject, { quota: true })).allowed).toBe(true);
      // Charged with the lock still held, and counted in the store: a charge that waited for the lock
      // would only have been let through after 5 s, by the in-memory stand-in, with nothing stored.
      expect(importer.inTransaction).toBe(true);
      expect((await sql`SELECT key, points FROM rate_limit`.execute(store.counters)).rows).toEqual([
        { key: 'daily:key:key_e:2026-11-22', points: 1 },
      ]);
    } finally {
      importer.exec('COMMIT');
      importer.close();
    }
  });

  it('keeps the count in the rate_limit table, keyed by subject and UTC day', async () => {
    const limits = await limitsOver(new Date('2026-11-22T10:00:00Z'));
    await limits.charge(await limits.forKey('key_a'), { quota: true });
    const rows = (await sql`SELECT key, points FROM rate_limit`.execute(store.counters)).rows;
    expect(rows).toEqual([{ key: 'daily:key:key_a:2026-11-22', points: 1 }]);
  });

  it('admits exactly the quota when charges race, and keeps no points for the refused ones', async () => {
    const limits = await limitsOver(new Date('2026-11-22T10:00:00Z'));
    const subject = await limits.forKey('key_c');
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => limits.charge(subject, { quota: true })),
    );
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(3);
    expect(outcomes.find((o) => !o.allowed)).toMatchObject({ exceeded: 'daily' });
    expect((await sql`SELECT key, points FROM rate_limit`.execute(store.counters)).rows).toEqual([
      { key: 'daily:key:key_c:2026-11-22', points: 3 },
    ]);
  });

  it('starts a fresh count when the stored window has expired', async () => {
    const limits = await limitsOver(new Date('2026-11-22T10:00:00Z'));
    const subject = await limits.forKey('key_d');
    for (let i = 0; i < 3; i++) await limits.charge(subject, { quota: true });
    expect((await limits.charge(subject, { quota: true })).allowed).toBe(false);
    // The row outlived its retention (a key whose day is long over, reused by a test clock).
    await sql`UPDATE rate_limit SET expire = ${Date.now() - 1000}`.execute(store.counters);
    const again = await limits.charge(subject, { quota: true });
    expect(again.allowed).toBe(true);
    expect(again.policies.find((p) => p.name === 'daily')).toMatchObject({ remaining: 2 });
  });

  it('counts in memory (insurance limiter) when the database store fails', async () => {
    const limits = await limitsOver(new Date('2026-11-22T10:00:00Z'));
    const subject = await limits.forKey('key_b');
    expect((await limits.charge(subject, { quota: true })).allowed).toBe(true);
    await sql`DROP TABLE rate_limit`.execute(store.counters);
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push((await limits.charge(subject, { quota: true })).allowed);
    // The insurance limiter starts from zero: three more pass, the fourth is refused.
    expect(outcomes).toEqual([true, true, true, false]);
  });
});
