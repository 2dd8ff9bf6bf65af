/**
 * Starts the real service in-process: real HTTP server on an ephemeral port, real SQLite file in a
 * temp dir (or, with JAUNT_TEST_DATABASE_URL, the Postgres database standing for that file: see
 * test/helpers/test-db.ts), pinned clock, silent logs. Only the outside world is ever faked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pino } from 'pino';
import type { CreatedKey } from '../../src/access/credentials/credentials.js';
import type { DnsResolver } from '../../src/mail/index.js';
import { type RunningService, startService } from '../../src/main.js';
import { loadConfig } from '../../src/platform/config.js';
import { databaseEnv } from './test-db.js';
import { eventually } from './wait.js';

export const DEFAULT_NOW = new Date('2026-11-22T15:00:00Z');

/** JAUNT_SECRET_KEY of test servers (production needs one): 32 fixed bytes, base64. */
export const TEST_SECRET_KEY = Buffer.alloc(32, 0x5a).toString('base64');

export interface TestApp extends RunningService {
  dir: string;
  /** Mutable pinned time: tests may move it forward. */
  now: { value: Date };
  /** The service's log records at info and above, when started with `logs: true` (else none). */
  logs: LogRecord[];
  /**
   * The first record logged with message `msg` (and matching `pred`): the event that marks a decision
   * the service made in the background, e.g. a replay it ignored. Needs `logs: true`.
   */
  logged(msg: string, pred?: (r: LogRecord) => boolean, timeoutMs?: number): Promise<LogRecord>;
  createKey(
    kind: 'negotiated' | 'self-serve',
    opts?: { name?: string; email?: string; staging?: boolean; livePurchase?: boolean },
  ): Promise<CreatedKey>;
  importNdjson(ndjson: string, replace?: boolean): Promise<void>;
  /** fetch against the service with JSON handling. */
  request(
    path: string,
    init?: {
      method?: string;
      key?: string;
      headers?: Record<string, string>;
      body?: unknown;
      rawBody?: string;
    },
  ): Promise<{ status: number; headers: Headers; body: unknown; text: string }>;
  stop(): Promise<void>;
}

/** One line of the service's log, parsed. */
export type LogRecord = { msg?: string; level: number } & Record<string, unknown>;

const noDns: DnsResolver = async (name) => {
  throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

export const startTestApp = async (
  /**
   * `sqlite`: on a SQLite file even in a Postgres run (tests of SQLite itself, e.g. db copy's source).
   * `logs`: keep the service's log records (info and above) in `app.logs`; otherwise it logs nothing.
   */
  opts: {
    now?: Date;
    env?: Record<string, string>;
    ndjson?: string;
    sqlite?: boolean;
    logs?: boolean;
    /** DNS answers for vendor mail's SPF and DKIM (a table; never the network in tests). */
    dnsResolver?: DnsResolver;
  } = {},
): Promise<TestApp> => {
  const dir = mkdtempSync(join(tmpdir(), 'jaunt-test-'));
  const now = { value: opts.now ?? DEFAULT_NOW };
  // A test that passes JAUNT_DB (e.g. a restart on app.config.JAUNT_DB) gets that path's database.
  const dbPath = opts.env?.JAUNT_DB || join(dir, 'jaunt.db');
  const database =
    opts.env?.JAUNT_DATABASE_URL || opts.sqlite ? { JAUNT_DB: dbPath } : await databaseEnv(dbPath);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    ...database,
    JAUNT_LOG_LEVEL: 'silent',
    JAUNT_DEMO_ON_EMPTY: '0',
    // Tests run as production (its keys, its outbound rules) unless they say otherwise.
    JAUNT_ENV: 'production',
    JAUNT_SECRET_KEY: TEST_SECRET_KEY,
    // Suites fire hundreds of requests per key; the limits tests set their own.
    JAUNT_RATE_LIMITS: '100000/s,1000000/min,10000000/h',
    JAUNT_DAILY_QUOTA: '10000000',
    ...opts.env,
  });
  const logs: LogRecord[] = [];
  const log = opts.logs
    ? pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line) as LogRecord) })
    : pino({ level: 'silent' });
  const running = await startService(config, {
    clock: () => now.value,
    log,
    // Tests never ask the network's DNS: without a table every name is unknown.
    dnsResolver: opts.dnsResolver ?? noDns,
  });
  const app: TestApp = {
    ...running,
    dir,
    now,
    logs,
    logged: async (msg, pred = () => true, timeoutMs = 10_000) => {
      if (!opts.logs) throw new Error('logged(): start the test app with logs: true');
      const find = () => logs.find((r) => r.msg === msg && pred(r));
      await eventually(`the log line "${msg}"`, () => find() !== undefined, { timeoutMs });
      return find() as LogRecord;
    },
    createKey: (kind, o = {}) =>
      running.services.credentials.create({
        kind,
        name: o.name ?? `${kind} test key`,
        email:
          o.email ??
          (kind === 'self-serve' ? `owner-${Math.random().toString(36).slice(2)}@example.com` : undefined),
        environment: o.staging ? 'staging' : 'production',
        canChargeStoredCard: o.livePurchase ?? false,
      }),
    importNdjson: async (ndjson, replace = false) => {
      await running.services.catalogue.importStream(Readable.from([ndjson]), { replace });
    },
    request: async (path, init = {}) => {
      const headers: Record<string, string> = { ...init.headers };
      if (init.key) headers.authorization = `Bearer ${init.key}`;
      let body: string | undefined = init.rawBody;
      if (init.body !== undefined) {
        body = JSON.stringify(init.body);
        headers['content-type'] ??= 'application/json';
      }
      const res = await fetch(`${running.url}${path}`, { method: init.method ?? 'GET', headers, body });
      const text = await res.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return { status: res.status, headers: res.headers, body: parsed, text };
    },
    stop: async () => {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  if (opts.ndjson) await app.importNdjson(opts.ndjson);
  return app;
};
