/**
 * `secrets generate-key` prints a fresh JAUNT_SECRET_KEY; `secrets rotate` re-seals every stored
 * secret under JAUNT_SECRET_KEY (the old key in JAUNT_SECRET_KEY_PREVIOUS for this run).
 */
import type { AccessCore } from '../../main.js';
import { resealSecrets } from '../../platform/secrets/reseal.js';
import { newSecretKey } from '../../platform/secrets/secret-box.js';
import { databaseOf, out, UsageError } from '../args.js';

export const generateKey = (): number => {
  out(newSecretKey());
  return 0;
};

export const rotateSecrets = async (core: AccessCore, args: string[]): Promise<number> => {
  if (args[0] !== 'rotate') throw new UsageError(`unknown secrets command '${args[0] ?? ''}'`);
  const c = await resealSecrets(core.store, 'rotate');
  const total = c.webhookSecrets + c.serverSecrets + c.slackInstallations + c.mailKeys;
  out(
    `re-sealed ${total} secrets under key ${core.store.secrets.keyId}: ${c.webhookSecrets} webhook secrets, ` +
      `${c.serverSecrets} server secrets, ${c.slackInstallations} Slack installations, ${c.mailKeys} mail keys ` +
      `in ${databaseOf(core)}`,
  );
  return 0;
};
