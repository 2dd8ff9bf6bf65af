import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fixtureNdjson, parkLine } from './fixtures/catalogue.js';
import { databaseEnv } from './helpers/test-db.js';

// Each case starts real CLI processes (tsx compile included): allow for a busy CI machine.
vi.setConfig({ testTimeout: 90_000 });

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'jaunt-cli-'));
const env = {
  ...process.env,
  // This SQLite file, or on Postgres runs the database standing for it.
  ...(await databaseEnv(join(dir, 'cli.db'))),
  JAUNT_LOG_LEVEL: 'silent',
  JAUNT_ENV: 'production',
  JAUNT_SECRET_KEY: Buffer.alloc(32, 9).toString('base64'),
};
const jauntIn = (extraEnv: Record<string, string>, ...args: string[]) =>
  run('node', ['--import', 'tsx', 'src/cli/index.ts', ...args], {
    env: { ...env, ...extraEnv },
    cwd: process.cwd(),
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );

const jaunt = (...args: string[]) => jauntIn({}, ...args);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run jaunt -- keys', () => {
  it('creates a key printed once as JSON, lists it by prefix and disables it', async () => {
    const created = await jaunt(
      'keys',
      'create',
      '--kind',
      'negotiated',
      '--name',
      'Acme',
      '--live-purchase',
      '--json',
    );
    expect(created.code).toBe(0);
    const key = JSON.parse(created.stdout) as Record<string, unknown>;
    expect(key).toMatchObject({
      key: expect.stringMatching(/^jaunt_api_/),
      id: expect.stringMatching(/^key_/),
      kind: 'negotiated',
      webhook_secret: expect.stringMatching(/^whsec_/),
      can_charge_stored_card: true,
    });
    const listed = await jaunt('keys', 'list');
    expect(listed.stdout).toContain(String(key.id));
    expect(listed.stdout).not.toContain(String(key.key));
    expect((await jaunt('keys', 'disable', String(key.id))).code).toBe(0);
    expect((await jaunt('keys', 'list', '--json')).stdout).toContain('"enabled":false');
  });

  it('sets limits at creation and changes them with keys limits', async () => {
    const created = await jaunt(
      'keys',
      'create',
      '--kind',
      'negotiated',
      '--name',
      'Limited',
      '--rate',
      '5/s,100/min,1000/h',
      '--daily-quota',
      '50',
      '--json',
    );
    expect(created.code).toBe(0);
    const { id } = JSON.parse(created.stdout) as { id: string };
    const shown = await jaunt('keys', 'limits', id, '--json');
    expect(JSON.parse(shown.stdout)).toMatchObject({
      rate: { second: 5, minute: 100, hour: 1000 },
      daily_quota: 50,
    });
    const changed = await jaunt('keys', 'limits', id, '--daily-quota', '75');
    expect(changed.stdout).toContain('rate 5/s,100/min,1000/h  daily quota 75');
    const bad = await jaunt('keys', 'limits', id, '--rate', '5/fortnight');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--rate');
    const badCreate = await jaunt('keys', 'create', '--kind', 'negotiated', '--name', 'X', '--rate', 'fast');
    expect(badCreate.code).toBe(1);
    expect((await jaunt('keys', 'list')).stdout).not.toContain(' X\n');
  });

  it('requires an email for self-serve keys and a valid kind', async () => {
    const noEmail = await jaunt('keys', 'create', '--kind', 'self-serve', '--name', 'Solo');
    expect(noEmail.code).toBe(1);
    expect(noEmail.stderr).toMatch(/--email/);
    const ok = await jaunt(
      'keys',
      'create',
      '--kind',
      'self-serve',
      '--name',
      'Solo',
      '--email',
      'solo@example.com',
      '--json',
    );
    expect(JSON.parse(ok.stdout)).toMatchObject({
      kind: 'self-serve',
      // A production key: the prefix, then base62 (no underscore), so never jaunt_api_staging_.
      key: expect.stringMatching(/^jaunt_api_[0-9A-Za-z]+$/),
    });
    const badKind = await jaunt('keys', 'create', '--kind', 'agent', '--name', 'X');
    expect(badKind.code).toBe(1);
  });
});

const stagingDatabase = await databaseEnv(join(dir, 'staging.db'));
describe('npm run jaunt -- keys, by environment', () => {
  const staging = { JAUNT_ENV: 'staging', ...stagingDatabase };
  it('issues staging keys on a staging database, never with --live-purchase', async () => {
    const ok = await jauntIn(staging, 'keys', 'create', '--kind', 'negotiated', '--name', 'S', '--json');
    expect(JSON.parse(ok.stdout)).toMatchObject({
      environment: 'staging',
      key: expect.stringMatching(/^jaunt_api_staging_/),
    });
    const live = await jauntIn(
      staging,
      'keys',
      'create',
      '--kind',
      'negotiated',
      '--name',
      'S',
      '--staging',
      '--live-purchase',
    );
    expect(live.code).toBe(1);
    expect(live.stderr).toMatch(/staging keys can never charge the stored card/);
  });

  it('refuses --staging against a production database', async () => {
    const r = await jaunt('keys', 'create', '--kind', 'negotiated', '--name', 'S', '--staging');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/accepts only production keys/);
  });
});

describe('npm run jaunt -- import', () => {
  it('imports a file and prints the summary', async () => {
    const file = join(dir, 'ok.ndjson');
    writeFileSync(file, fixtureNdjson);
    const r = await jaunt('import', file);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/imported 3 records: 3 added, 0 updated, 0 unchanged, 0 removed in \d+\.\d+ s/);
  });

  it('rejects a bad file with exit status 1 and line-numbered errors', async () => {
    const file = join(dir, 'bad.ndjson');
    writeFileSync(
      file,
      `${JSON.stringify(parkLine)}\n${JSON.stringify({ ...parkLine, ref: 'x', rating: 7 })}\n`,
    );
    const r = await jaunt('import', file);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('line 2: rating: must be <= 5');
    expect(r.stderr).toMatch(/nothing was written/);
  });
});

describe('configuration', () => {
  it('stops with a message naming the bad variable', async () => {
    const r = await run('node', ['--import', 'tsx', 'src/main.ts'], {
      env: { ...env, PORT: 'eighty' },
    }).catch((e: { code: number; stderr: string }) => e);
    expect((r as { code: number }).code).toBe(2);
    expect((r as { stderr: string }).stderr).toMatch(/PORT/);
  });
});
