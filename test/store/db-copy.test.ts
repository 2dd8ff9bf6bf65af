/**
 * `npm run jaunt -- db copy` end to end: an installation filled through the real API on SQLite
 * (catalogue, keys, users, bookings with their jobs, callbacks and mail, limits, Slack data) moves to
 * an empty Postgres database through the real CLI process; every table's count and rows match, ids
 * continue after the copied ones, and a second copy into the now full database is refused.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresTables, SQLITE_ONLY_TABLES, sqliteTables } from '../../src/platform/db/copy.js';
import { openStore, type Store } from '../../src/platform/db/index.js';
import { sealContext } from '../../src/platform/secrets/reseal.js';
import { createSecretBox } from '../../src/platform/secrets/secret-box.js';
import { bookingNdjson } from '../fixtures/bookings.js';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../helpers/app.js';
import { all, value } from '../helpers/db.js';
import { newTestDatabase } from '../helpers/test-db.js';
import { type Receiver, startReceiver } from '../helpers/webhook-receiver.js';

// Real CLI processes (tsx compile included) and a booking round trip: allow for a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const MIGRATIONS = 'db/migrations';
const cli = (...args: string[]) =>
  promisify(execFile)('node', ['--import', 'tsx', 'src/cli/index.ts', ...args], {
    cwd: process.cwd(),
    env: { ...process.env, JAUNT_LOG_LEVEL: 'silent', JAUNT_SECRET_KEY: TEST_SECRET_KEY },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );

const dir = mkdtempSync(join(tmpdir(), 'jaunt-db-copy-'));
const source = join(dir, 'installation.db');
let targetUrl = '';
let target: Store;
let rx: Receiver;
let app: TestApp;

const sourceCounts = (): Record<string, number> => {
  const db = new Database(source, { readonly: true });
  try {
    return Object.fromEntries(
      sqliteTables(db).map((t) => [
        t.name,
        db.prepare(`SELECT count(*) FROM "${t.name}"`).pluck().get() as number,
      ]),
    );
  } finally {
    db.close();
  }
};

const until = async (cond: () => Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

beforeAll(async () => {
  rx = await startReceiver();
  // The source is a SQLite installation whatever engine this run tests.
  app = await startTestApp({
    sqlite: true,
    ndjson: bookingNdjson,
    env: {
      JAUNT_DB: source,
      JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1',
      JAUNT_RETRY_SCALE: '0.001',
      JAUNT_DELIVERABLE_DELAY_S: '0.05',
      JAUNT_DAILY_QUOTA: '1000',
    },
  });
  const partner = await app.createKey('negotiated', { name: 'Acme' });
  await app.createKey('self-serve', { name: 'Solo' });
  for (const user of ['alice', 'bob'])
    expect(
      (
        await app.request('/partner/v1/users', {
          method: 'POST',
          key: partner.key,
          body: { external_user_id: user, email: `${user}@example.com` },
        })
      ).status,
    ).toBe(201);
  const activities = await all<{ activity_id: string; ref: string }>(
    app.store,
    sql`SELECT activity_id, ref FROM activity ORDER BY ref`,
  );
  const jazz = activities.find((a) => a.ref === 'bk-jazz')?.activity_id;
  // A detail read records SEEN; a dry-run booking fills jobs, callbacks, deliverables and mail.
  for (const a of activities)
    await app.request(`/partner/v1/activities/${a.activity_id}`, {
      key: partner.key,
      headers: { 'x-external-user-id': 'alice' },
    });
  const booked = await app.request('/partner/v1/bookings', {
    method: 'POST',
    key: partner.key,
    body: {
      external_user_id: 'alice',
      activity_id: jazz,
      tickets: [
        {
          ticket_type_name: 'General Admission',
          num_tickets: 2,
          session_date: '2026-12-04',
          session_time: '22:30',
        },
      ],
      authorization_amount_cents: 9167,
      idempotency_key: 'copy-1',
      webhook_url: `${rx.url}/copy`,
      payment_mode: 'dry_run_success',
    },
  });
  expect(booked.status).toBe(202);
  await until(async () => Number(await value(app.store, sql`SELECT count(*) FROM webhook_attempt`)) > 0);
  await until(
    async () => Number(await value(app.store, sql`SELECT count(*) FROM job WHERE state = 'queued'`)) === 0,
  );
  // Limits, Slack and development mail.
  await app.services.limits.setKeyLimits(partner.id, { rate: '5/s,100/min,1000/h', dailyQuota: 500 });
  const { token } = await app.services.workspaces.issueBindToken('T0COPY', 'U0COPY', 'Copy Team');
  expect(
    (
      await app.request('/partner/v1/chat/workspaces/bind', {
        method: 'POST',
        key: partner.key,
        body: { bind_token: token },
      })
    ).status,
  ).toBe(200);
  await app.services.workspaces.saveUserProfile('T0COPY', 'U0COPY', { tz: 'Europe/Paris', locale: 'fr-FR' });
  await app.services.mailer.send({ to: 'alice@example.com', subject: 'Code', text: '123456' });
  await app.stop();

  targetUrl = await newTestDatabase();
});

afterAll(async () => {
  await target?.close();
  await rx?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run jaunt -- db copy', () => {
  it('moves every table into an empty Postgres database and verifies the counts', async () => {
    const counts = sourceCounts();
    // The installation is a real one: most tables hold rows.
    const filled = Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([t]) => t);
    expect(filled).toEqual(
      expect.arrayContaining([
        'activity',
        'activity_session',
        'ticket_type',
        'service_user',
        'api_key',
        'partner_user',
        'interaction',
        'booking',
        'booking_deliverable',
        'job',
        'webhook_attempt',
        'app_secret',
        'discovery_state',
        'api_key_limits',
        'mail_outbox',
        'mail_address',
        'inbound_mail',
        'slack_workspace',
        'slack_bind_token',
        'slack_user',
      ]),
    );

    const r = await cli('db', 'copy', '--from', source, '--to', targetUrl);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    expect(r.stdout).toContain(`copied ${total} rows in ${Object.keys(counts).length} tables`);
    expect(r.stdout).toMatch(/^booking\s+1$/m);

    target = await openStore({
      sqlitePath: source,
      databaseUrl: targetUrl,
      migrationsDir: MIGRATIONS,
      secrets: createSecretBox(randomBytes(32)),
    });
    const pgTables = await postgresTables(target.db);
    expect([...pgTables.keys()].sort()).toEqual(Object.keys(counts).sort());
    for (const [table, n] of Object.entries(counts))
      expect({
        table,
        rows: Number(await value(target, sql`SELECT count(*) FROM ${sql.table(table)}`)),
      }).toEqual({
        table,
        rows: n,
      });
    expect(SQLITE_ONLY_TABLES.some((t) => pgTables.has(t))).toBe(false);
  });

  it('keeps every row as it was: same values through the type parsers, sealed secrets still sealed', async () => {
    const lite = await openStore({
      sqlitePath: source,
      migrationsDir: MIGRATIONS,
      secrets: createSecretBox(Buffer.from(TEST_SECRET_KEY, 'base64')),
    });
    try {
      for (const table of [
        'api_key',
        'booking',
        'job',
        'ticket_type',
        'activity',
        'inbound_mail',
        'slack_user',
      ] as const) {
        const order = table === 'slack_user' ? 'user_id' : 'id';
        const a = await all(lite, sql`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.ref(order)}`);
        const b = await all(target, sql`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.ref(order)}`);
        // jsonb spells JSON its own way: compare JSON columns parsed, everything else as read.
        const norm = (rows: Record<string, unknown>[]) =>
          rows.map((row) =>
            Object.fromEntries(
              Object.entries(row).map(([k, v]) => {
                if (typeof v === 'string' && /^[[{]/.test(v)) {
                  try {
                    return [k, JSON.parse(v)];
                  } catch {
                    return [k, v];
                  }
                }
                return [k, v];
              }),
            ),
          );
        expect({ table, rows: norm(b) }).toEqual({ table, rows: norm(a) });
      }
      // Sealed under JAUNT_SECRET_KEY on SQLite, still opened by it on Postgres.
      const key = await all<{ id: string; webhook_secret: string }>(
        target,
        sql`SELECT id, webhook_secret FROM api_key`,
      );
      expect(key.length).toBe(2);
      for (const k of key) {
        expect(lite.secrets.isSealed(k.webhook_secret)).toBe(true);
        expect(lite.secrets.open(k.webhook_secret, sealContext.webhookSecret(k.id))).toMatch(/^whsec_/);
      }
    } finally {
      await lite.close();
    }
  });

  it('continues ids after the copied ones', async () => {
    const before = Number(await value(target, sql`SELECT max(id) FROM job`));
    const inserted = await target.db
      .insertInto('job')
      .values({
        kind: 'probe',
        payload: '{}',
        state: 'queued',
        attempts: 0,
        run_at: Date.now(),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(before + 1);
  });

  it('refuses a target that holds rows, and changes nothing there', async () => {
    const jobs = Number(await value(target, sql`SELECT count(*) FROM job`));
    const r = await cli('db', 'copy', '--from', source, '--to', targetUrl);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/the target database is not empty: .*activity \(\d+ rows\)/);
    expect(Number(await value(target, sql`SELECT count(*) FROM job`))).toBe(jobs);
  });

  it('says when the source is missing', async () => {
    const missing = await cli('db', 'copy', '--from', `${source}.nope`, '--to', targetUrl);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no SQLite database at');
  });
});
