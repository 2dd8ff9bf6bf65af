/**
 * Every secret sealed at rest, in one place: the webhook signing secret of each key, server secrets
 * (the ticket-link key) and Slack installations (bot, user and refresh tokens). Start-up seals
 * plaintext left by older versions; `secrets rotate` re-seals everything under the current key.
 */
import { type Store, writeTransaction } from './db.js';

/** The additional data binding each sealed value to its row. */
export const sealContext = {
  webhookSecret: (apiKeyId: string) => `api_key.webhook_secret:${apiKeyId}`,
  appSecret: (name: string) => `app_secret.value:${name}`,
  slackInstallation: (installKey: string) => `slack_installation.installation:${installKey}`,
} as const;

export interface ResealCounts {
  webhookSecrets: number;
  serverSecrets: number;
  slackInstallations: number;
}

/**
 * `plaintext`: seal values stored in clear. `rotate`: also re-seal values sealed under any key but
 * the current one. Opens every value either way, so a key that cannot open them fails here, at start.
 */
export const resealSecrets = (store: Store, mode: 'plaintext' | 'rotate'): ResealCounts => {
  const { sqlite, secrets } = store;
  const targets = [
    {
      count: 'webhookSecrets',
      select: 'SELECT id AS k, webhook_secret AS v FROM api_key',
      update: 'UPDATE api_key SET webhook_secret = ? WHERE id = ?',
      context: sealContext.webhookSecret,
    },
    {
      count: 'serverSecrets',
      select: 'SELECT name AS k, value AS v FROM app_secret',
      update: 'UPDATE app_secret SET value = ? WHERE name = ?',
      context: sealContext.appSecret,
    },
    {
      count: 'slackInstallations',
      select: 'SELECT install_key AS k, installation AS v FROM slack_installation',
      update: 'UPDATE slack_installation SET installation = ? WHERE install_key = ?',
      context: sealContext.slackInstallation,
    },
  ] as const;
  return writeTransaction(sqlite, () => {
    const counts: ResealCounts = { webhookSecrets: 0, serverSecrets: 0, slackInstallations: 0 };
    for (const t of targets) {
      const update = sqlite.prepare(t.update);
      for (const { k, v } of sqlite.prepare(t.select).all() as { k: string; v: string }[]) {
        const plain = secrets.open(v, t.context(k));
        const stale = mode === 'rotate' ? !secrets.isCurrent(v) : !secrets.isSealed(v);
        if (!stale) continue;
        update.run(secrets.seal(plain, t.context(k)), k);
        counts[t.count]++;
      }
    }
    return counts;
  })();
};
