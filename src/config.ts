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
  JAUNT_WEATHER: z.enum(['none', 'open-meteo']).default('none'),
  SLACK_SIGNING_SECRET: optionalString,
  SLACK_BOT_TOKEN: optionalString,
  SLACK_CLIENT_ID: optionalString,
  SLACK_CLIENT_SECRET: optionalString,
  SLACK_STATE_SECRET: optionalString,
  SLACK_API_URL: z.url().optional(),
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
