import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
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
const env: Record<string, string | undefined> = {
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
    expect(r.stdout).toMatch(
      /imported 3 records into (SQLite \/|Postgres postgres:\/\/)\S+: 3 added, 0 updated, 0 unchanged, 0 removed in \d+\.\d+ s/,
    );
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

describe('says where it writes', () => {
  it('names the engine and database of every core command, and where a written key went', async () => {
    const where = env.JAUNT_DATABASE_URL
      ? `Postgres postgres://${new URL(env.JAUNT_DATABASE_URL).username ? `${new URL(env.JAUNT_DATABASE_URL).username}@` : ''}`
      : `SQLite ${join(dir, 'cli.db')}`;
    const listed = await jaunt('keys', 'list');
    expect(listed.stderr).toContain(`database: ${where}`);
    const created = await jaunt('keys', 'create', '--kind', 'negotiated', '--name', 'Where');
    expect(created.stdout).toMatch(
      /Created negotiated key key_\S+ \(Where, production\) in (SQLite|Postgres) /,
    );
    expect(created.stdout).toContain(where);
    // Never the password.
    const password = env.JAUNT_DATABASE_URL ? new URL(env.JAUNT_DATABASE_URL).password : '';
    if (password) expect(`${listed.stderr}${created.stdout}`).not.toContain(password);
  });
});

describe('errors a person can act on', () => {
  const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at .+[(:]\d+/);
  const fullUsage = /Usage: npm run jaunt -- <command>/;

  it("suggests the nearest subcommand or command, with that command's usage only", async () => {
    const r = await jaunt('suppliers', 'lst');
    expect([r.code, r.stderr.split('\n')[0]]).toEqual([
      1,
      "unknown suppliers command 'lst': did you mean list?",
    ]);
    expect(r.stderr).toContain('suppliers sync NAME');
    expect(r.stderr).not.toMatch(fullUsage);
    const top = await jaunt('supplers', 'list');
    expect([top.code, top.stderr.split('\n')[0]]).toEqual([
      1,
      "unknown command 'supplers': did you mean suppliers?",
    ]);
    expect(top.stderr).not.toMatch(fullUsage);
  });

  it("answers a flag error with the command's usage only, and refuses conflicting flags", async () => {
    const flag = await jaunt('keys', 'list', '--bogus');
    expect(flag.code).toBe(1);
    expect(flag.stderr).toMatch(/Unknown option '--bogus'/);
    expect(flag.stderr).toContain('keys disable ID');
    expect(flag.stderr).not.toMatch(fullUsage);
    expect(flag.stderr).not.toContain('suppliers');
    const both = await jaunt('mail', 'list', '--unmatched', '--failed');
    expect([both.code, both.stderr.split('\n')[0]]).toEqual([
      1,
      '--unmatched and --failed cannot be used together: choose one',
    ]);
  });

  it('db copy: a file that is not a database, or a closed port, is one line without a stack', async () => {
    const notDb = await jaunt('db', 'copy', '--from', 'README.md', '--to', 'postgres://127.0.0.1/none');
    expect(notDb.code).toBe(1);
    // Whichever side is checked first, the answer is one line saying what to fix.
    expect(notDb.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^(not a SQLite database|database "none" does not exist: create it first)/),
    ]);
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as { port: number }).port;
    closed.close();
    const source = join(dir, 'copy-source.db');
    writeFileSync(source, '');
    const refused = await jauntIn(
      { JAUNT_DATABASE_URL: '' },
      'db',
      'copy',
      '--from',
      source,
      '--to',
      `postgres://127.0.0.1:${port}/x`,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^cannot connect to 127\\.0\\.0\\.1:${port}: nothing is listening`)),
    ]);
    noStack(refused.stderr);
  });

  it('openapi | head ends quietly (EPIPE is not an error)', async () => {
    const child = spawn('node', ['--import', 'tsx', 'src/cli/index.ts', 'openapi'], { env });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    await once(child.stdout, 'data');
    child.stdout.destroy();
    const [code] = (await once(child, 'exit')) as [number];
    expect([code, stderr]).toEqual([0, '']);
  });

  it('npm start on a busy PORT says so in one line', async () => {
    const busy = createServer();
    busy.listen(0, '127.0.0.1');
    await once(busy, 'listening');
    const port = String((busy.address() as { port: number }).port);
    try {
      const r = await run('node', ['--import', 'tsx', 'src/start.ts'], {
        env: { ...env, PORT: port, HOST: '127.0.0.1', JAUNT_PROCESSES: '1' },
      }).catch((e: { code: number; stderr: string }) => e);
      expect((r as { code: number }).code).toBe(1);
      expect((r as { stderr: string }).stderr.trim().split('\n')).toEqual([
        `Jaunt failed to start: port ${port} is already in use on 127.0.0.1; stop the process using it or set PORT to a free port.`,
      ]);
    } finally {
      busy.close();
    }
  });
});

describe('npm run jaunt', () => {
  it('runs the CLI from the built dist/ (built first when missing or stale), not through tsx', async () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.jaunt).toBe('node bin/jaunt.mjs');
    const r = await run('node', ['bin/jaunt.mjs', 'keys', 'list'], { env });
    expect(r.stderr).toMatch(/database: (SQLite|Postgres) /);
    // Built now: the next call starts from dist/ without building.
    const again = await run('node', ['bin/jaunt.mjs', 'keys', 'list'], { env });
    expect(again.stderr).not.toMatch(/building dist/);
  });
});
