/**
 * Configuration, read once from the environment (and ./.env) and validated with zod: a bad value stops
 * start-up naming the variable. The only reader of process.env (docs/configuration.md lists them all).
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { parseWindowLimits } from './window-limits.js';

/** USD per one major unit of each currency. Defaults are round mid-2026 figures; override with JAUNT_FX_RATES. */
export const DEFAULT_FX_RATES: Readonly<Record<string, number>> = Object.freeze({
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  MXN: 0.055,
  JPY: 0.0067,
  AUD: 0.66,
  CAD: 0.73,
});

const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1', 'true', 'false'])
    .default(fallback)
    .transform((v) => v === '1' || v === 'true');

/** A JSON-valued variable: parse errors become issues naming the variable, never a SyntaxError. */
const json = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((s, ctx): unknown => {
      try {
        return JSON.parse(s);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: `not valid JSON (${(e as Error).message})` });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** 32 random bytes as base64, base64url or hex (`npm run jaunt -- secrets generate-key`). */
const secretKey = z.string().transform((s, ctx) => {
  const t = s.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(t)
    ? Buffer.from(t, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(t)
      ? Buffer.from(t.replace(/=$/, ''), 'base64url')
      : null;
  if (bytes?.length !== 32) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be 32 random bytes as base64 or hex (npm run jaunt -- secrets generate-key)',
    });
    return z.NEVER;
  }
  return bytes;
});

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  JAUNT_DB: z.string().min(1).default('data/jaunt.db'),
  /** postgres://… runs on Postgres (several instances share it); unset, the SQLite file JAUNT_DB. */
  JAUNT_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  JAUNT_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  JAUNT_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Load the demo catalogue when the database holds no activities. */
  JAUNT_DEMO_ON_EMPTY: flag('1'),
  JAUNT_DEMO_SIZE: z.coerce.number().int().min(1).max(1_000_000).default(3000),
  /**
   * Allow outbound requests (webhooks, price pages, suppliers, agent issuers) to loopback addresses:
   * tests and local demos. `JAUNT_ALLOW_LOOPBACK_WEBHOOKS` is the older name of the same setting.
   */
  JAUNT_ALLOW_LOOPBACK_OUTBOUND: flag('0'),
  /**
   * Which keys this server accepts (production: `jaunt_api_` keys; staging and development:
   * `jaunt_api_staging_` keys). `development` also lets dry-run bookings call back to loopback
   * receivers and generates JAUNT_SECRET_KEY into the data directory when unset.
   */
  JAUNT_ENV: z.enum(['development', 'staging', 'production']).default('development'),
  /** AES-256-GCM key sealing secrets at rest; required outside development. */
  JAUNT_SECRET_KEY: secretKey.optional(),
  /** The key being rotated away from: still opens values sealed under it (`secrets rotate`). */
  JAUNT_SECRET_KEY_PREVIOUS: secretKey.optional(),
  JAUNT_WEATHER: z.enum(['none', 'open-meteo']).default('none'),
  /** Open-Meteo base URL (tests point it at a local fake). */
  JAUNT_WEATHER_URL: z.url({ protocol: /^https?$/ }).default('https://api.open-meteo.com'),
  /**
   * A developer setting: Slack's Book form also offers "Test a declined booking" (a rehearsal of a
   * supplier's refusal). Off by default, so people in a workspace never see it; on in development.
   */
  JAUNT_SLACK_DECLINE_REHEARSAL: flag('0'),
  SLACK_SIGNING_SECRET: z.string().optional(),
  SLACK_BOT_TOKEN: z.string().optional(),
  SLACK_CLIENT_ID: z.string().optional(),
  SLACK_CLIENT_SECRET: z.string().optional(),
  SLACK_STATE_SECRET: z.string().optional(),
  /** App-level token (xapp-…): single-workspace Socket Mode, no public URL needed. */
  SLACK_APP_TOKEN: z
    .string()
    .startsWith('xapp-', 'SLACK_APP_TOKEN must be an app-level token (xapp-…)')
    .optional(),
  SLACK_API_URL: z.url().optional(),
  /** Bookings: USD per unit of currency as JSON, merged over the defaults (docs/bookings.md). */
  JAUNT_FX_RATES: json(
    z.record(
      z.string().regex(/^[A-Z]{3}$/, 'currency codes are 3 upper-case letters'),
      z.number().positive(),
    ),
  )
    .optional()
    .transform((v): Readonly<Record<string, number>> => ({ ...DEFAULT_FX_RATES, ...v })),
  /** Bookings: booking fee = max(min cents, bps of the ticket total); free bookings pay none. */
  JAUNT_BOOKING_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(300),
  JAUNT_BOOKING_FEE_MIN_CENTS: z.coerce.number().int().min(0).default(99),
  /** Bookings: HMAC key of ticket download links; generated once and kept (sealed) in the database when unset. */
  JAUNT_TICKET_LINK_SECRET: z.string().optional(),
  JAUNT_TICKET_LINK_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 86_400),
  /** Bookings: how long a `delayed` activity takes to deliver its ticket files. */
  JAUNT_DELIVERABLE_DELAY_S: z.coerce.number().min(0).default(60),
  /**
   * Suppliers: sync every supplier's catalogue on this period (minutes; decimals allowed, from 0.01)
   * as a recurring outbox job; 0 or unset: only `suppliers sync`.
   */
  JAUNT_SUPPLIER_SYNC_MINUTES: z.coerce
    .number()
    .min(0)
    .max(10_080, 'at most a week (10080 minutes)')
    .refine((m) => m === 0 || m >= 0.01, 'either 0 (off) or at least 0.01 minutes')
    .default(0),
  /** Outbox: multiplies every retry delay (1 in production; tests use e.g. 0.001). */
  JAUNT_RETRY_SCALE: z.coerce.number().min(0).max(1000).default(1),
  JAUNT_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  JAUNT_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  /**
   * Outbox fairness: most jobs of one API key and kind running at once, across all instances
   * (default: JAUNT_WORKER_CONCURRENCY less a quarter of it, so others always find free slots).
   */
  JAUNT_WORKER_PARTITION_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  JAUNT_JOB_LEASE_MS: z.coerce.number().int().min(500).default(30_000),
  /** Prices: a refresh younger than this is answered from the stored result (docs/price-refresh.md). */
  JAUNT_PRICE_TTL_S: z.coerce.number().min(0).default(600),
  /** Prices: timeout of each booking page request. */
  JAUNT_PRICE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Prices: least gap between two requests to one host (a larger robots.txt Crawl-delay wins). */
  JAUNT_PRICE_HOST_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Prices: longest a caller waits for a refresh; then the stored prices with their Age. */
  JAUNT_PRICE_DEADLINE_MS: z.coerce.number().int().min(50).max(120_000).default(15_000),
  /** Mail: SMTP port for vendor mail (off when unset; 2525 is a common unprivileged choice). */
  JAUNT_INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Mail: host the SMTP listener binds (defaults to HOST). */
  JAUNT_INBOUND_SMTP_HOST: z.string().min(1).optional(),
  /** Mail: domain of the per-booking addresses orders+<token>@<domain>; default in.<public host>. */
  JAUNT_INBOUND_DOMAIN: z.string().min(1).optional(),
  /** Mail: bearer secret of POST /inbound/email (the endpoint answers 404 while unset). */
  JAUNT_INBOUND_SECRET: z.string().min(1).optional(),
  /** Mail: largest message stored, in bytes (SMTP answers 552 above it, the HTTP hook 413). */
  JAUNT_INBOUND_MAX_MESSAGE_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(10 * 1024 * 1024),
  /** Mail: envelope recipients per message (SMTP RCPT TO, `?recipient=`); more are refused (452 / 400). */
  JAUNT_INBOUND_MAX_RECIPIENTS: z.coerce.number().int().min(1).max(1000).default(50),
  /** Mail: recipients per SMTP session, over all its messages. */
  JAUNT_INBOUND_SESSION_RECIPIENTS: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Mail: bytes stored per envelope sender per UTC day (over it: SMTP 452, HTTP 429). */
  JAUNT_INBOUND_SENDER_DAILY_BYTES: z.coerce.number().int().min(0).default(100 * 1024 * 1024),
  /** Mail: bytes stored per UTC day from all senders together. */
  JAUNT_INBOUND_DAILY_BYTES: z.coerce.number().int().min(0).default(1024 * 1024 * 1024),
  /** Mail: days unmatched mail is kept before it is deleted. */
  JAUNT_INBOUND_UNMATCHED_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Mail: deadline of parsing one message (in a worker thread); past it the message is stored as failed. */
  JAUNT_INBOUND_PARSE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  /** Mail: SMTP connections at once, and per source address. */
  JAUNT_INBOUND_SMTP_MAX_CLIENTS: z.coerce.number().int().min(1).max(10_000).default(256),
  JAUNT_INBOUND_SMTP_MAX_PER_SOURCE: z.coerce.number().int().min(1).max(10_000).default(8),
  /** Mail: an SMTP session idle this long is closed. */
  JAUNT_INBOUND_SMTP_IDLE_MS: z.coerce.number().int().min(500).max(600_000).default(10_000),
  /**
   * Server processes sharing PORT (node:cluster): a positive integer, or `auto` for one per core
   * (os.availableParallelism()). 1 (default): one process, as before. With more, the first runs the
   * migrations, the outbox worker, inbound SMTP, supplier-sync scheduling and Slack Socket Mode; all
   * serve HTTP, each with its own discovery snapshot (docs/using-both-cores.md).
   */
  JAUNT_PROCESSES: z
    .string()
    .regex(/^(auto|[1-9][0-9]{0,2})$/, 'must be a positive integer (at most 999) or auto')
    .default('1')
    .transform((v) => (v === 'auto' ? availableParallelism() : Number(v))),
  /**
   * Where the discovery snapshot is persisted, so a start loads it instead of rebuilding: unset,
   * beside the SQLite file (none on Postgres); a directory (Postgres instances on one host share
   * it); `off`, nowhere (docs/operations.md#restarts-and-the-snapshot-file).
   */
  JAUNT_SNAPSHOT_DIR: z.string().min(1).optional(),
  /** 0 runs no worker in this process (API-only node). */
  JAUNT_WORKER: flag('1'),
  /** Operators: Prometheus /metrics on its own port (off when unset), never on the public port. */
  JAUNT_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Operators: address the metrics listener binds; loopback unless the scraper is elsewhere. */
  JAUNT_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Compress Partner API answers over 8 KB when the client accepts gzip or br (0: a proxy does it). */
  JAUNT_COMPRESSION: flag('1'),
  /** Limits: default request windows of every credential, `N/s,N/min,N/h` (docs/partner-api-conventions.md). */
  JAUNT_RATE_LIMITS: z
    .string()
    .default('20/s,600/min,10000/h')
    .transform((v, ctx) => {
      const p = parseWindowLimits(v);
      if (p.ok) return p.value;
      ctx.addIssue({ code: 'custom', message: p.reason });
      return z.NEVER;
    }),
  /**
   * Limits: redis:// (or rediss://) URL where every instance counts request windows and daily quotas
   * together. Unset: Postgres's rate_limit table when JAUNT_DATABASE_URL is set, else this process
   * (windows in memory, daily quota in the SQLite file).
   */
  JAUNT_REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Limits: default calls per UTC day of a key (GET /auth is exempt). */
  JAUNT_DAILY_QUOTA: z.coerce.number().int().min(1).default(10_000),
  /** Agents: calls per UTC day of one agent (spec 5.3). */
  JAUNT_AGENT_DAILY_QUOTA: z.coerce.number().int().min(1).default(1_000),
  /** Agents: calls an unknown agent may make before a person has to connect it (spec 5.4). */
  JAUNT_AGENT_FREE_TRIAL: z.coerce.number().int().min(0).default(20),
  /** Agents: trial calls per UTC day from one source network (IPv4 /24, IPv6 /56), all new agents together. */
  JAUNT_AGENT_NETWORK_TRIAL: z.coerce.number().int().min(0).default(60),
  /** Agents: calls per UTC day from one source network, all agents together. */
  JAUNT_AGENT_NETWORK_DAILY_QUOTA: z.coerce.number().int().min(1).default(5_000),
  /** Agents: new agents (first signed request of a key or token) one source network may register per hour. */
  JAUNT_AGENT_NEW_PER_NETWORK_HOUR: z.coerce.number().int().min(1).default(30),
  /** Agents: sign-in code mails one address receives per hour at most (further requests send none). */
  JAUNT_SIGNIN_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  /** Mail (sign-in codes): smtp:// or smtps:// URL; unset in development writes to the /dev/mailbox outbox. */
  JAUNT_SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  JAUNT_MAIL_FROM: z.string().min(3).default('Jaunt <no-reply@jaunt.invalid>'),
});

/** Outside development the secrets key must be given, never generated next to the data. */
const CheckedEnv = Env.superRefine((c, ctx) => {
  if (c.JAUNT_ENV !== 'development' && c.JAUNT_SECRET_KEY === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['JAUNT_SECRET_KEY'],
      message:
        'required when JAUNT_ENV is production or staging: 32 random bytes as base64 (npm run jaunt -- secrets generate-key)',
    });
});

export type Config = Readonly<
  Omit<z.infer<typeof Env>, 'JAUNT_PUBLIC_URL' | 'JAUNT_INBOUND_DOMAIN'> & {
    /** Base URL partners reach us at, without a trailing slash. */
    JAUNT_PUBLIC_URL: string;
    /** Domain of the per-booking inbound addresses (lower case). */
    JAUNT_INBOUND_DOMAIN: string;
  }
>;

export class ConfigError extends Error {}

/**
 * `npm start` and the CLI: variables from `./.env` when the file exists (Node's own parser); the
 * real environment wins over it. Tests pass their environment to loadConfig instead.
 */
export const loadDotEnv = (path = '.env'): void => {
  if (existsSync(path)) process.loadEnvFile(path);
};

/** Older names still read, each mapped onto its one current variable (the parsed config has only the new name). */
const ALIASES: Readonly<Record<string, string>> = {
  JAUNT_ALLOW_LOOPBACK_WEBHOOKS: 'JAUNT_ALLOW_LOOPBACK_OUTBOUND',
};

const applyAliases = (given: Record<string, string | undefined>): string | null => {
  for (const [old, current] of Object.entries(ALIASES)) {
    const v = given[old];
    if (v === undefined) continue;
    delete given[old];
    const now = given[current];
    if (now === undefined) given[current] = v;
    else if (now.trim() !== v.trim())
      return `${old}: is the older name of ${current}, which is also set to a different value; set only ${current}`;
  }
  return null;
};

/** The environment with some variables set or (undefined) unset, for loadConfig: a command's own settings. */
export const environmentWith = (
  overrides: Record<string, string | undefined>,
): Record<string, string | undefined> => ({ ...process.env, ...overrides });

/** `npm start`'s config: ./.env and the environment (with `overrides`); an invalid one exits 2 with its message. */
export const loadStartConfig = (overrides: Record<string, string | undefined> = {}): Config => {
  try {
    loadDotEnv();
    return loadConfig(environmentWith(overrides));
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    process.stderr.write(`${e.message}\n`);
    process.exit(2);
  }
};

/** The only reader of process.env: parse once, fail with the variable's name. Empty means unset. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const aliasProblem = applyAliases(given);
  if (aliasProblem) throw new ConfigError(`Invalid configuration:\n  ${aliasProblem}`);
  const parsed = CheckedEnv.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const c = parsed.data;
  const publicUrl = (c.JAUNT_PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  const inboundDomain = (c.JAUNT_INBOUND_DOMAIN ?? `in.${new URL(publicUrl).hostname}`).toLowerCase();
  return Object.freeze({ ...c, JAUNT_PUBLIC_URL: publicUrl, JAUNT_INBOUND_DOMAIN: inboundDomain });
};
