/**
 * Migration 009 on a database that already holds Slack data: the duplicate origin table goes
 * (booking.origin keeps where a booking came from), users keep their rows and gain a locale, and
 * the plan tables exist.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { migrateSqlite as migrate } from '../../src/platform/db/index.js';

const dir = mkdtempSync(join(tmpdir(), 'jaunt-mig-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('009 drops slack_booking_origin, keeps slack users, adds locale and plans', () => {
  const all = new URL('../../db/migrations/', import.meta.url).pathname;
  const upTo4 = join(dir, 'm4');
  mkdirSync(upTo4);
  for (const f of readdirSync(all).filter((f) => Number.parseInt(f, 10) <= 4))
    copyFileSync(join(all, f), join(upTo4, f));
  const db = new Database(join(dir, 'old.db'));
  db.pragma('foreign_keys = ON');
  expect(migrate(db, upTo4)).toBe(4);
  db.prepare(
    `INSERT INTO slack_booking_origin (idempotency_key, api_key_id, team_id, user_id, created_at)
     VALUES ('k', 'key', 'T1', 'U1', 'now')`,
  ).run();
  db.prepare(
    `INSERT INTO slack_user (team_id, user_id, location_label, tz, updated_at) VALUES ('T1', 'U1', 'Paris', 'Europe/Paris', 'now')`,
  ).run();
  expect(migrate(db, all)).toBeGreaterThanOrEqual(1);
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
  expect(tables).not.toContain('slack_booking_origin');
  expect(tables).toEqual(expect.arrayContaining(['slack_plan', 'slack_plan_vote']));
  expect(db.prepare('SELECT location_label, tz, locale FROM slack_user').get()).toEqual({
    location_label: 'Paris',
    tz: 'Europe/Paris',
    locale: null,
  });
  expect(db.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(9);
  db.close();
});
