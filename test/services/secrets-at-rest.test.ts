/**
 * Secrets at rest (issue 8, finding 7): webhook signing secrets, the ticket-link key and Slack
 * installations are sealed with AES-256-GCM under JAUNT_SECRET_KEY; reads open them; plaintext rows
 * from older versions are sealed at start; `secrets rotate` re-seals under a new key.
 */
import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../helpers/app.js';

vi.setConfig({ testTimeout: 90_000 });

const KEY_2 = Buffer.alloc(32, 0x33).toString('base64');
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.stop().catch(() => undefined);
});

const raw = (dbPath: string, sql: string, ...args: unknown[]): unknown => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...args);
  } finally {
    db.close();
  }
};

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
    const dbPath = app.config.JAUNT_DB;
    const stored = raw(dbPath, 'SELECT webhook_secret FROM api_key WHERE id = ?', key.id) as string;
    expect(stored).toMatch(/^enc:v1:[0-9a-f]{8}:/);
    expect(stored).not.toContain(key.webhook_secret.slice('whsec_'.length, 20));
    const link = raw(dbPath, `SELECT value FROM app_secret WHERE name = 'ticket_links'`) as string;
    expect(link).toMatch(/^enc:v1:/);
    const inst = raw(dbPath, 'SELECT installation FROM slack_installation') as string;
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
    const db = new Database(dbPath);
    db.prepare('UPDATE api_key SET webhook_secret = ? WHERE id = ?').run(key.webhook_secret, key.id);
    db.prepare(`UPDATE app_secret SET value = 'plain-ticket-key' WHERE name = 'ticket_links'`).run();
    db.prepare('UPDATE slack_installation SET installation = ?').run(installation('T0OLD').installationJson);
    db.close();

    const env = { JAUNT_DB: dbPath };
    const again = await startTestApp({ env });
    apps.push(again);
    expect(raw(dbPath, 'SELECT webhook_secret FROM api_key WHERE id = ?', key.id)).toMatch(/^enc:v1:/);
    expect(raw(dbPath, `SELECT value FROM app_secret WHERE name = 'ticket_links'`)).toMatch(/^enc:v1:/);
    expect(raw(dbPath, 'SELECT installation FROM slack_installation')).toMatch(/^enc:v1:/);
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
    const kidBefore = (raw(dbPath, 'SELECT webhook_secret FROM api_key') as string).split(':')[2];

    const r = await promisify(execFile)('node', ['--import', 'tsx', 'src/cli.ts', 'secrets', 'rotate'], {
      env: {
        ...process.env,
        JAUNT_DB: dbPath,
        JAUNT_ENV: 'production',
        JAUNT_SECRET_KEY: KEY_2,
        JAUNT_SECRET_KEY_PREVIOUS: TEST_SECRET_KEY,
        JAUNT_LOG_LEVEL: 'silent',
      },
    });
    expect(r.stdout).toMatch(
      /re-sealed 3 secrets under key [0-9a-f]{8}: 1 webhook secrets, 1 server secrets, 1 Slack installations/,
    );
    for (const sql of [
      'SELECT webhook_secret FROM api_key',
      'SELECT value FROM app_secret',
      'SELECT installation FROM slack_installation',
    ]) {
      const v = raw(dbPath, sql) as string;
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
