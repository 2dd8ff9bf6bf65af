/**
 * Every secret sealed at rest, in one place: the webhook signing secret of each key, server secrets
 * (the ticket-link key) and Slack installations (bot, user and refresh tokens). Start-up seals
 * plaintext left by older versions; `secrets rotate` re-seals everything under the current key.
 */
import { sql } from 'kysely';
import { type Executor, type Store, withTransaction } from '../db/index.js';

/** The additional data binding each sealed value to its row. */
export const sealContext = {
  webhookSecret: (apiKeyId: string) => `api_key.webhook_secret:${apiKeyId}`,
  appSecret: (name: string) => `app_secret.value:${name}`,
  slackInstallation: (installKey: string) => `slack_installation.installation:${installKey}`,
  /** The data key of a stored mail body (src/mail/sealed-bytes.ts), by the body's SHA-256. */
  mailBodyKey: (sha256: string) => `mail_body.sealed_key:${sha256}`,
  /** The data key of a ticket file taken from mail, by its id. */
  mailFileKey: (id: string) => `mail_deliverable.sealed_key:${id}`,
} as const;

export interface ResealCounts {
  webhookSecrets: number;
  serverSecrets: number;
  slackInstallations: number;
  /** Data keys of stored mail bodies and mail ticket files. */
  mailKeys: number;
}

/**
 * `plaintext`: seal values stored in clear. `rotate`: also re-seal values sealed under any key but
 * the current one. Opens every value either way, so a key that cannot open them fails here, at start.
 */
export const resealSecrets = async (
  store: Store,
  mode: 'plaintext' | 'rotate',
  trx?: Executor,
): Promise<ResealCounts> => {
  const { secrets } = store;
  const targets = [
    {
      count: 'webhookSecrets',
      table: 'api_key',
      key: 'id',
      value: 'webhook_secret',
      context: sealContext.webhookSecret,
    },
    {
      count: 'serverSecrets',
      table: 'app_secret',
      key: 'name',
      value: 'value',
      context: sealContext.appSecret,
    },
    {
      count: 'slackInstallations',
      table: 'slack_installation',
      key: 'install_key',
      value: 'installation',
      context: sealContext.slackInstallation,
    },
    {
      count: 'mailKeys',
      table: 'mail_body',
      key: 'sha256',
      value: 'sealed_key',
      context: sealContext.mailBodyKey,
    },
    {
      count: 'mailKeys',
      table: 'mail_deliverable',
      key: 'id',
      value: 'sealed_key',
      context: sealContext.mailFileKey,
    },
  ] as const;
  return withTransaction(store, trx, async (trx) => {
    const counts: ResealCounts = { webhookSecrets: 0, serverSecrets: 0, slackInstallations: 0, mailKeys: 0 };
    for (const t of targets) {
      const { rows } = await sql<{ k: string; v: string }>`
        SELECT ${sql.ref(t.key)} AS k, ${sql.ref(t.value)} AS v FROM ${sql.table(t.table)}
        WHERE ${sql.ref(t.value)} IS NOT NULL`.execute(trx);
      for (const { k, v } of rows) {
        const plain = secrets.open(v, t.context(k));
        const stale = mode === 'rotate' ? !secrets.isCurrent(v) : !secrets.isSealed(v);
        if (!stale) continue;
        await sql`UPDATE ${sql.table(t.table)} SET ${sql.ref(t.value)} = ${secrets.seal(plain, t.context(k))}
                  WHERE ${sql.ref(t.key)} = ${k}`.execute(trx);
        counts[t.count]++;
      }
    }
    return counts;
  });
};
