/**
 * Secrets at rest (issue 8, finding 7): webhook signing secrets, the ticket-link key and Slack
 * installations are sealed with AES-256-GCM under JAUNT_SECRET_KEY; reads open them; plaintext rows
 * from older versions are sealed at start; `secrets rotate` re-seals under a new key.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openStore, type Store } from '../../src/platform/db/index.js';
import { createSecretBox } from '../../src/platform/secrets/secret-box.js';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../helpers/app.js';
import { exec, value } from '../helpers/db.js';
import { childDatabaseEnv, storeLocation } from '../helpers/test-db.js';

vi.setConfig({ testTimeout: 90_000 });

const KEY_2 = Buffer.alloc(32, 0x33).toString('base64');
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.stop().catch(() => undefined);
});

/** The database of a stopped app, opened without its secret key: rows as stored. */
const stored = async <T>(dbPath: string, use: (store: Store) => Promise<T>): Promise<T> => {
  const store = await openStore({
    ...(await storeLocation(dbPath)),
    migrationsDir: join(process.cwd(), 'db', 'migrations'),
    secrets: createSecretBox(randomBytes(32)),
  });
  try {
    return await use(store);
  } finally {
    await store.close();
  }
};
const raw = (dbPath: string, q: RawBuilder<unknown>): Promise<unknown> => stored(dbPath, (s) => value(s, q));

const installation = (teamId: string) => ({
  installKey: `T:${teamId}`,
  teamId,
  enterpriseId: null,
  isEnterpriseInstall: false,
  teamName: 'Acme',
  installerUserId: 'U1',
  botUserId: 'B1',
  installationJson: JSON.stringify({
    team: { id: teamId },
    bot: { token: 'xoxb-1-secret-bot-token', refreshToken: 'xoxe-1-refresh', id: 'B1', userId: 'U0BOT' },
    user: { id: 'U1', token: 'xoxp-1-user-token' },
  }),
});

describe('sealed at rest', () => {
  it('stores webhook secrets, the ticket-link key and Slack installations sealed, and reads them back', async () => {
    const app = await startTestApp();
    apps.push(app);
    const key = await app.createKey('negotiated');
    await app.services.workspaces.recordInstallation(installation('T0SEAL'));
    // The ticket-link key is generated at start.
    const secret = await value<string>(
      app.store,
      sql`SELECT webhook_secret FROM api_key WHERE id = ${key.id}`,
    );
    expect(secret).toMatch(/^enc:v1:[0-9a-f]{8}:/);
    expect(secret).not.toContain(key.webhook_secret.slice('whsec_'.length, 20));
    const link = await value<string>(
      app.store,
      sql`SELECT value FROM app_secret WHERE name = 'ticket_links'`,
    );
    expect(link).toMatch(/^enc:v1:/);
    const inst = await value<string>(app.store, sql`SELECT installation FROM slack_installation`);
    expect(inst).toMatch(/^enc:v1:/);
    expect(inst).not.toMatch(/xox[bpe]-/);
    const back = await app.services.workspaces.installation('T:T0SEAL');
    expect(JSON.parse(back?.installationJson ?? '{}')).toMatchObject({
      bot: { token: 'xoxb-1-secret-bot-token' },
    });
    expect((await app.services.credentials.byId(key.id))?.webhookSecret).toBe(key.webhook_secret);
  });

  it('seals plaintext rows of older versions at start, and a wrong key is a clear start-up error', async () => {
    const app = await startTestApp();
    apps.push(app);
    const key = await app.createKey('negotiated');
    await app.services.workspaces.recordInstallation(installation('T0OLD'));
    const dbPath = app.config.JAUNT_DB;
    await app.close();
    await stored(dbPath, async (db) => {
      await exec(db, sql`UPDATE api_key SET webhook_secret = ${key.webhook_secret} WHERE id = ${key.id}`);
      await exec(db, sql`UPDATE app_secret SET value = 'plain-ticket-key' WHERE name = 'ticket_links'`);
      await exec(
        db,
        sql`UPDATE slack_installation SET installation = ${installation('T0OLD').installationJson}`,
      );
    });

    const env = { JAUNT_DB: dbPath };
    const again = await startTestApp({ env });
    apps.push(again);
    expect(await value(again.store, sql`SELECT webhook_secret FROM api_key WHERE id = ${key.id}`)).toMatch(
      /^enc:v1:/,
    );
    expect(await value(again.store, sql`SELECT value FROM app_secret WHERE name = 'ticket_links'`)).toMatch(
      /^enc:v1:/,
    );
    expect(await value(again.store, sql`SELECT installation FROM slack_installation`)).toMatch(/^enc:v1:/);
    expect((await again.services.credentials.byId(key.id))?.webhookSecret).toBe(key.webhook_secret);
    await again.close();

    await expect(startTestApp({ env: { ...env, JAUNT_SECRET_KEY: KEY_2 } })).rejects.toThrow(
      /sealed under key .* JAUNT_SECRET_KEY_PREVIOUS/,
    );
  });
});

describe('npm run jaunt -- secrets rotate', () => {
  it('re-seals every secret under the new key; the old key is then no longer needed', async () => {
    const app = await startTestApp();
    apps.push(app);
    const key = await app.createKey('negotiated');
    await app.services.workspaces.recordInstallation(installation('T0ROT'));
    const dbPath = app.config.JAUNT_DB;
    await app.close();
    const kidBefore = ((await raw(dbPath, sql`SELECT webhook_secret FROM api_key`)) as string).split(':')[2];

    const r = await promisify(execFile)(
      'node',
      ['--import', 'tsx', 'src/cli/index.ts', 'secrets', 'rotate'],
      {
        env: {
          ...process.env,
          ...childDatabaseEnv(app.config),
          JAUNT_ENV: 'production',
          JAUNT_SECRET_KEY: KEY_2,
          JAUNT_SECRET_KEY_PREVIOUS: TEST_SECRET_KEY,
          JAUNT_LOG_LEVEL: 'silent',
        },
      },
    );
    expect(r.stdout).toMatch(
      /re-sealed 3 secrets under key [0-9a-f]{8}: 1 webhook secrets, 1 server secrets, 1 Slack installations/,
    );
    for (const q of [
      sql`SELECT webhook_secret FROM api_key`,
      sql`SELECT value FROM app_secret`,
      sql`SELECT installation FROM slack_installation`,
    ]) {
      const v = (await raw(dbPath, q)) as string;
      expect(v).toMatch(/^enc:v1:/);
      expect(v.split(':')[2]).not.toBe(kidBefore);
    }
    const rotated = await startTestApp({ env: { JAUNT_DB: dbPath, JAUNT_SECRET_KEY: KEY_2 } });
    apps.push(rotated);
    expect((await rotated.services.credentials.byId(key.id))?.webhookSecret).toBe(key.webhook_secret);
    const inst = await rotated.services.workspaces.installation('T:T0ROT');
    expect(inst?.installationJson).toContain('xoxb-1-secret-bot-token');
  });
});

describe('development key file', () => {
  it('generates the key into the data directory with mode 0600 and reuses it', async () => {
    const app = await startTestApp({ env: { JAUNT_ENV: 'development', JAUNT_SECRET_KEY: '' } });
    apps.push(app);
    const file = join(app.dir, 'secret.key');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const k = await app.createKey('negotiated', { staging: true });
    await app.close();
    const again = await startTestApp({
      env: { JAUNT_ENV: 'development', JAUNT_SECRET_KEY: '', JAUNT_DB: app.config.JAUNT_DB },
    });
    apps.push(again);
    expect((await again.services.credentials.byId(k.id))?.webhookSecret).toBe(k.webhook_secret);
  });
});
