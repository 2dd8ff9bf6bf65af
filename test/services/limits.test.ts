import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../src/domain/secret-box.js';
import { createLimitsService } from '../../src/services/limits.js';
import { openStore, type Store } from '../../src/store/db.js';
import { keyLimitsStore, sqliteLimiterBackend } from '../../src/store/limits.js';

let store: Store;
let dir: string;
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const limitsOver = (now: Date) => {
  dir = mkdtempSync(join(tmpdir(), 'jaunt-limits-'));
  store = openStore(
    join(dir, 'l.db'),
    join(process.cwd(), 'db', 'migrations'),
    createSecretBox(randomBytes(32)),
  );
  return createLimitsService({
    backend: sqliteLimiterBackend(store),
    keyLimits: keyLimitsStore(store),
    clock: () => now,
    defaults: { windows: { second: 100, minute: 1000, hour: 10000 }, dailyQuota: 3, agentDailyQuota: 3 },
  });
};

describe('daily quota store', () => {
  it('keeps the count in the rate_limit table, keyed by subject and UTC day', async () => {
    const limits = limitsOver(new Date('2026-11-22T10:00:00Z'));
    await limits.charge(limits.forKey('key_a'), { quota: true });
    const rows = store.sqlite.prepare('SELECT key, points FROM rate_limit').all();
    expect(rows).toEqual([{ key: 'daily:key:key_a:2026-11-22', points: 1 }]);
  });

  it('counts in memory (insurance limiter) when the database store fails', async () => {
    const limits = limitsOver(new Date('2026-11-22T10:00:00Z'));
    const subject = limits.forKey('key_b');
    expect((await limits.charge(subject, { quota: true })).allowed).toBe(true);
    store.sqlite.exec('DROP TABLE rate_limit');
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push((await limits.charge(subject, { quota: true })).allowed);
    // The insurance limiter starts from zero: three more pass, the fourth is refused.
    expect(outcomes).toEqual([true, true, true, false]);
  });
});
