/**
 * Development only: JAUNT_SECRET_KEY generated once into the data directory (`secret.key`, mode
 * 0600, beside the database). Production and staging must be given the key (config refuses to start
 * without it), so a copied database file never travels with the key that opens its secrets.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export class SecretKeyFileError extends Error {}

export const developmentSecretKey = (dbPath: string): Buffer => {
  // An in-memory database keeps nothing, so neither does its key.
  if (dbPath === ':memory:') return randomBytes(32);
  const dir = dirname(dbPath);
  const file = join(dir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    // 'wx': two processes starting at once must not each write their own key.
    try {
      writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  if ((statSync(file).mode & 0o077) !== 0)
    throw new SecretKeyFileError(`${file} is readable by others: chmod 600 ${file}`);
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32)
    throw new SecretKeyFileError(
      `${file} does not hold a 32-byte base64 key; restore it or set JAUNT_SECRET_KEY`,
    );
  return key;
};
