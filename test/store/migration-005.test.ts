/** Migration 005 moves the shared profile to the mapping that created each user (issue 8, finding 1). */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { migrateSqlite as migrate } from '../../src/platform/db/index.js';

const dir = mkdtempSync(join(tmpdir(), 'jaunt-mig-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('gives the creating mapping the old shared profile and linked mappings none', () => {
  const before = join(dir, 'before');
  mkdirSync(before);
  for (const f of readdirSync('db/migrations').filter((f) => Number.parseInt(f, 10) <= 4))
    copyFileSync(join('db/migrations', f), join(before, f));
  const db = new Database(join(dir, 'old.db'));
  migrate(db, before);
  const t0 = '2026-01-01T00:00:00.000Z';
  const t1 = '2026-02-01T00:00:00.000Z';
  db.prepare(
    `INSERT INTO service_user (id, email, email_canonical, first_name, usual_plans, city, created_at, updated_at)
     VALUES ('u1', 'Ada@x.com', 'ada@x.com', 'Ada', '["date-nights"]', 'new-york', ?, ?)`,
  ).run(t0, t1);
  for (const k of ['ka', 'kb'])
    db.prepare(
      `INSERT INTO api_key (id, kind, environment, name, key_hash, display_prefix, webhook_secret, created_at)
       VALUES (?, 'negotiated', 'production', ?, randomblob(32), 'p', 'whsec_x', ?)`,
    ).run(k, k, t0);
  db.prepare(`INSERT INTO partner_user VALUES ('ka', 'ada', 'u1', ?, ?)`).run(t0, t0);
  db.prepare(`INSERT INTO partner_user VALUES ('kb', 'm', 'u1', ?, ?)`).run(t1, t1);

  expect(migrate(db, 'db/migrations')).toBeGreaterThanOrEqual(1);
  const rows = db
    .prepare(
      'SELECT api_key_id, created_user, email, first_name, usual_plans, city FROM partner_user ORDER BY 1',
    )
    .all();
  expect(rows).toEqual([
    {
      api_key_id: 'ka',
      created_user: 1,
      email: 'Ada@x.com',
      first_name: 'Ada',
      usual_plans: '["date-nights"]',
      city: 'new-york',
    },
    { api_key_id: 'kb', created_user: 0, email: null, first_name: null, usual_plans: '[]', city: null },
  ]);
  const cols = (db.prepare('PRAGMA table_info(service_user)').all() as { name: string }[]).map((c) => c.name);
  expect(cols).toEqual([
    'id',
    'email',
    'email_canonical',
    'phone',
    'phone_canonical',
    'created_at',
    'updated_at',
  ]);
  db.close();
});
