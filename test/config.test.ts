/** Config (issue 8, finding 8): every variable parsed in src/platform/config.ts, errors name the variable. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, DEFAULT_FX_RATES, loadConfig } from '../src/platform/config.js';

vi.setConfig({ testTimeout: 90_000 });

const KEY = Buffer.alloc(32, 7).toString('base64');
const errorOf = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('parses JSON-valued variables, naming the variable when they are bad', () => {
    const bad = errorOf({ JAUNT_FX_RATES: '{"EUR":1.08' });
    expect(bad).toMatch(/JAUNT_FX_RATES: not valid JSON/);
    expect(bad).not.toMatch(/SyntaxError|\n\s+at /);
    expect(errorOf({ JAUNT_FX_RATES: '{"eur":1}' })).toMatch(/JAUNT_FX_RATES\.eur/);
    expect(errorOf({ JAUNT_FX_RATES: '{"EUR":0}' })).toMatch(/JAUNT_FX_RATES\.EUR/);
    expect(errorOf({ JAUNT_FX_RATES: '[1]' })).toMatch(/JAUNT_FX_RATES/);

    const c = loadConfig({ JAUNT_FX_RATES: '{"EUR":1.2,"CHF":1.1}' });
    expect(c.JAUNT_FX_RATES).toEqual({ ...DEFAULT_FX_RATES, EUR: 1.2, CHF: 1.1 });
    expect(loadConfig({}).JAUNT_FX_RATES).toEqual(DEFAULT_FX_RATES);
  });

  it('reads JAUNT_PROCESSES: 1 by default, a positive integer, or auto (one per core)', () => {
    expect(loadConfig({}).JAUNT_PROCESSES).toBe(1);
    expect(loadConfig({ JAUNT_PROCESSES: '2' }).JAUNT_PROCESSES).toBe(2);
    expect(loadConfig({ JAUNT_PROCESSES: 'auto' }).JAUNT_PROCESSES).toBe(availableParallelism());
    for (const bad of ['0', '-1', '1.5', 'two', '1000'])
      expect(errorOf({ JAUNT_PROCESSES: bad })).toMatch(/JAUNT_PROCESSES: must be a positive integer/);
  });

  it('reads JAUNT_ALLOW_LOOPBACK_WEBHOOKS as the older name of JAUNT_ALLOW_LOOPBACK_OUTBOUND', () => {
    expect(loadConfig({}).JAUNT_ALLOW_LOOPBACK_OUTBOUND).toBe(false);
    expect(loadConfig({ JAUNT_ALLOW_LOOPBACK_OUTBOUND: '1' }).JAUNT_ALLOW_LOOPBACK_OUTBOUND).toBe(true);
    const old = loadConfig({ JAUNT_ALLOW_LOOPBACK_WEBHOOKS: 'true' });
    expect(old.JAUNT_ALLOW_LOOPBACK_OUTBOUND).toBe(true);
    expect('JAUNT_ALLOW_LOOPBACK_WEBHOOKS' in old).toBe(false);
    expect(
      loadConfig({ JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1', JAUNT_ALLOW_LOOPBACK_OUTBOUND: '1' })
        .JAUNT_ALLOW_LOOPBACK_OUTBOUND,
    ).toBe(true);
    expect(errorOf({ JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1', JAUNT_ALLOW_LOOPBACK_OUTBOUND: '0' })).toMatch(
      /JAUNT_ALLOW_LOOPBACK_WEBHOOKS.*JAUNT_ALLOW_LOOPBACK_OUTBOUND/,
    );
    expect(errorOf({ JAUNT_ALLOW_LOOPBACK_WEBHOOKS: 'yes' })).toMatch(/JAUNT_ALLOW_LOOPBACK_OUTBOUND/);
  });

  it('treats an empty value as unset, for every variable alike', () => {
    const c = loadConfig({
      SLACK_API_URL: '',
      SLACK_SIGNING_SECRET: ' ',
      SLACK_BOT_TOKEN: '',
      PORT: '',
      JAUNT_PUBLIC_URL: '',
      JAUNT_FX_RATES: '',
    });
    expect(c.SLACK_API_URL).toBeUndefined();
    expect(c.SLACK_SIGNING_SECRET).toBeUndefined();
    expect(c.PORT).toBe(8080);
    expect(c.JAUNT_PUBLIC_URL).toBe('http://localhost:8080');
    expect(errorOf({ SLACK_API_URL: 'not a url' })).toMatch(/SLACK_API_URL/);
  });

  it('knows the three environments and requires JAUNT_SECRET_KEY outside development', () => {
    expect(loadConfig({}).JAUNT_ENV).toBe('development');
    expect(errorOf({ JAUNT_ENV: 'prod' })).toMatch(/JAUNT_ENV/);
    for (const env of ['production', 'staging'])
      expect(errorOf({ JAUNT_ENV: env })).toMatch(
        /JAUNT_SECRET_KEY: required when JAUNT_ENV is production or staging/,
      );
    expect(loadConfig({ JAUNT_ENV: 'staging', JAUNT_SECRET_KEY: KEY }).JAUNT_ENV).toBe('staging');
    expect(errorOf({ JAUNT_SECRET_KEY: 'c2hvcnQ=' })).toMatch(/JAUNT_SECRET_KEY: must be 32 random bytes/);
    expect(errorOf({ JAUNT_SECRET_KEY: KEY, JAUNT_SECRET_KEY_PREVIOUS: 'x' })).toMatch(
      /JAUNT_SECRET_KEY_PREVIOUS/,
    );
    expect(
      loadConfig({ JAUNT_SECRET_KEY: Buffer.alloc(32, 1).toString('hex') }).JAUNT_SECRET_KEY?.length,
    ).toBe(32);
    expect(
      loadConfig({ JAUNT_SECRET_KEY: Buffer.alloc(32, 1).toString('base64url') }).JAUNT_SECRET_KEY,
    ).toEqual(Buffer.alloc(32, 1));
  });
});

describe('npm start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jaunt-start-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const main = resolve('src/main.ts');
  const tsx = import.meta.resolve('tsx');
  const start = (cwd: string, env: Record<string, string>) =>
    promisify(execFile)('node', ['--import', tsx, main], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
    );

  it('stops with exit 2 and a message naming a bad JSON variable, without a stack', async () => {
    const r = await start(dir, { JAUNT_FX_RATES: '{"EUR":', JAUNT_DB: join(dir, 'a.db') });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/JAUNT_FX_RATES: not valid JSON/);
    expect(r.stderr).not.toMatch(/SyntaxError|\n\s+at /);
  });

  it('loads .env from the working directory; the real environment wins over it', async () => {
    const withEnv = mkdtempSync(join(dir, 'env-'));
    writeFileSync(join(withEnv, '.env'), 'JAUNT_FX_RATES=not-json\nJAUNT_LOG_LEVEL=loud\n');
    const r = await start(withEnv, { JAUNT_LOG_LEVEL: 'silent', JAUNT_DB: join(withEnv, 'a.db') });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/JAUNT_FX_RATES: not valid JSON/);
    expect(r.stderr).not.toMatch(/JAUNT_LOG_LEVEL/);
  });
});
