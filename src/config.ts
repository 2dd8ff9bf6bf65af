import { z } from 'zod';

const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1', 'true', 'false'])
    .default(fallback)
    .transform((v) => v === '1' || v === 'true');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  JAUNT_DB: z.string().min(1).default('data/jaunt.db'),
  JAUNT_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  JAUNT_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Load the demo catalogue when the database holds no activities. */
  JAUNT_DEMO_ON_EMPTY: flag('1'),
  JAUNT_DEMO_SIZE: z.coerce.number().int().min(1).max(1_000_000).default(3000),
  /** Allow outbound requests (webhooks, price pages, vendors) to loopback addresses: tests and local demos. */
  JAUNT_ALLOW_LOOPBACK_WEBHOOKS: flag('0'),
  /** `development` lets dry-run bookings call back to loopback receivers (never live purchases). */
  JAUNT_ENV: z.enum(['development', 'production']).default('production'),
  JAUNT_WEATHER: z.enum(['none', 'open-meteo']).default('none'),
  /** Open-Meteo base URL (tests point it at a local fake). */
  JAUNT_WEATHER_URL: z.url({ protocol: /^https?$/ }).default('https://api.open-meteo.com'),
  SLACK_SIGNING_SECRET: optionalString,
  SLACK_BOT_TOKEN: optionalString,
  SLACK_CLIENT_ID: optionalString,
  SLACK_CLIENT_SECRET: optionalString,
  SLACK_STATE_SECRET: optionalString,
  /** App-level token (xapp-…): single-workspace Socket Mode, no public URL needed. */
  SLACK_APP_TOKEN: optionalString.pipe(
    z.string().startsWith('xapp-', 'SLACK_APP_TOKEN must be an app-level token (xapp-…)').optional(),
  ),
  SLACK_API_URL: z.url().optional(),
  /** Bookings: USD per unit of currency as JSON, merged over the defaults (README "Bookings"). */
  JAUNT_FX_RATES: optionalString,
  /** Bookings: booking fee = max(min cents, bps of the ticket total); free bookings pay none. */
  JAUNT_BOOKING_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(300),
  JAUNT_BOOKING_FEE_MIN_CENTS: z.coerce.number().int().min(0).default(99),
  /** Bookings: JSON map booking_domain → vendor checkout base URL for live purchases. */
  JAUNT_VENDOR_CHECKOUTS: optionalString,
  /** Bookings: HMAC key of ticket download links; generated once and kept in the database when unset. */
  JAUNT_TICKET_LINK_SECRET: optionalString,
  JAUNT_TICKET_LINK_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 86_400),
  /** Bookings: how long a `delayed` activity takes to deliver its ticket files. */
  JAUNT_DELIVERABLE_DELAY_S: z.coerce.number().min(0).default(60),
  /** Outbox: multiplies every retry delay (1 in production; tests use e.g. 0.001). */
  JAUNT_RETRY_SCALE: z.coerce.number().min(0).max(1000).default(1),
  JAUNT_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  JAUNT_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  JAUNT_JOB_LEASE_MS: z.coerce.number().int().min(500).default(30_000),
  /** 0 runs no worker in this process (API-only node). */
  JAUNT_WORKER: flag('1'),
});

export type Config = Readonly<
  Omit<z.infer<typeof Env>, 'JAUNT_PUBLIC_URL'> & {
    /** Base URL partners reach us at, without a trailing slash. */
    JAUNT_PUBLIC_URL: string;
  }
>;

export class ConfigError extends Error {}

/** The only reader of process.env: parse once, fail with the variable's name. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const c = parsed.data;
  const publicUrl = (c.JAUNT_PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return Object.freeze({ ...c, JAUNT_PUBLIC_URL: publicUrl });
};
