/**
 * API keys: issuing (the key and webhook secret exist in clear only in the answer), listing,
 * disabling, and authenticating a bearer key on every request (spec 5.1, 7). Each use case is a
 * function over `CredentialsDeps`; `createCredentialsService` only assembles them.
 */
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/errors.js';
import type { Clock } from '../../platform/time.js';
import type { Credential, CredentialKind } from '../actor.js';
import type { UsersService } from '../users/accounts.js';
import {
  checkKeyFormat,
  displayPrefix,
  hashSecret,
  KEY_PREFIXES,
  type KeyEnvironment,
  keyEnvironmentOf,
  newApiKey,
  newId,
  newWebhookSecret,
  type ServerEnvironment,
} from './api-key.js';
import type { CredentialRow, CredentialStore } from './store.js';

export interface CreateKeyInput {
  kind: CredentialKind;
  name: string;
  email?: string | undefined;
  environment: KeyEnvironment;
  canChargeStoredCard: boolean;
}

export interface CreatedKey {
  id: string;
  key: string;
  kind: CredentialKind;
  name: string;
  environment: KeyEnvironment;
  can_charge_stored_card: boolean;
  webhook_secret: string;
  user_id: string | null;
}

export interface KeyListing {
  id: string;
  kind: CredentialKind;
  name: string;
  environment: KeyEnvironment;
  prefix: string;
  enabled: boolean;
  can_charge_stored_card: boolean;
  user_id: string | null;
  created_at: string;
}

const credentialOf = (row: CredentialRow): Credential => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  environment: row.environment,
  canChargeStoredCard: row.canChargeStoredCard,
  webhookSecret: row.webhookSecret,
  userId: row.userId,
});

const MISSING_HEADERS = { 'WWW-Authenticate': 'Bearer realm="jaunt"' };

export interface CredentialsDeps {
  credentials: CredentialStore;
  users: Pick<UsersService, 'findOrCreateByEmail'>;
  clock: Clock;
  /** JAUNT_ENV: decides which keys authenticate here (issue 8, finding 4). */
  environment: ServerEnvironment;
}

export interface CredentialsService {
  /** Issues a key; the key and webhook secret exist in clear only in this return value. */
  create(input: CreateKeyInput): Promise<CreatedKey>;
  list(): Promise<KeyListing[]>;
  disable(id: string): Promise<void>;
  /**
   * Spec 5.1/7: no credential → 401; not a well-formed key → 401 key_malformed (decided offline);
   * unknown, disabled or without the partner scope → 401 key_invalid.
   */
  authenticate(authorization: string | undefined): Promise<Credential>;
  /** The credential by id, for the Slack app acting through a bound key. */
  byId(id: string): Promise<Credential | null>;
}

const wrongEnvironment = (deps: CredentialsDeps, key: KeyEnvironment) => {
  const accepted = keyEnvironmentOf(deps.environment);
  return new AppError(
    'key_invalid',
    `This is a ${key} key; this is a ${deps.environment} server, which accepts only ${accepted} keys (${KEY_PREFIXES[accepted]}...)`,
  );
};

export const createKey = async (deps: CredentialsDeps, input: CreateKeyInput): Promise<CreatedKey> => {
  const name = input.name.trim();
  if (!name) throw new AppError('bad_request', 'a key needs a name');
  // Development's one exception: its keys may buy from suppliers on this machine (the simulator);
  // booking's acceptance holds them to that. Staging keys of a staging server never charge.
  if (input.environment === 'staging' && input.canChargeStoredCard && deps.environment !== 'development')
    throw new AppError('bad_request', 'staging keys can never charge the stored card: drop --live-purchase');
  let userId: string | null = null;
  if (input.kind === 'self-serve') {
    if (!input.email)
      throw new AppError('bad_request', 'a self-serve key needs --email: the user it is bound to');
    userId = (await deps.users.findOrCreateByEmail(input.email)).id;
  }
  const key = newApiKey(input.environment);
  const created: CreatedKey = {
    id: newId('key'),
    key,
    kind: input.kind,
    name,
    environment: input.environment,
    can_charge_stored_card: input.canChargeStoredCard,
    webhook_secret: newWebhookSecret(),
    user_id: userId,
  };
  await deps.credentials.insert({
    id: created.id,
    kind: created.kind,
    environment: created.environment,
    name,
    keyHash: hashSecret(key),
    displayPrefix: displayPrefix(key),
    scopes: ['partner'],
    enabled: true,
    canChargeStoredCard: input.canChargeStoredCard,
    webhookSecret: created.webhook_secret,
    userId,
    createdAt: deps.clock().toISOString(),
  });
  return created;
};

export const listKeys = async (deps: CredentialsDeps): Promise<KeyListing[]> =>
  (await deps.credentials.list()).map((c) => ({
    id: c.id,
    kind: c.kind,
    name: c.name,
    environment: c.environment,
    prefix: c.displayPrefix,
    enabled: c.enabled,
    can_charge_stored_card: c.canChargeStoredCard,
    user_id: c.userId,
    created_at: c.createdAt,
  }));

export const disableKey = async (deps: CredentialsDeps, id: string): Promise<void> => {
  if (!(await deps.credentials.disable(id, deps.clock().toISOString()))) {
    const existing = await deps.credentials.findById(id);
    throw existing
      ? new AppError('conflict', `key ${id} is already disabled`)
      : new AppError('not_found', `key ${id} not found`);
  }
};

export const authenticateKey = async (
  deps: CredentialsDeps,
  authorization: string | undefined,
): Promise<Credential> => {
  if (authorization === undefined || authorization === '')
    throw new AppError('unauthenticated', 'Missing credentials', {}, MISSING_HEADERS);
  const match = /^Bearer (.*)$/is.exec(authorization);
  if (!match) throw new AppError('key_malformed', 'Authorization must be "Bearer <API key>"');
  const key = match[1] ?? '';
  const format = checkKeyFormat(key);
  if (!format.ok) throw new AppError('key_malformed', `Malformed API key: ${format.reason}`);
  if (format.environment !== keyEnvironmentOf(deps.environment))
    throw wrongEnvironment(deps, format.environment);
  const hash = hashSecret(key);
  const row = await deps.credentials.findByHash(hash);
  // The lookup is by hash; the constant-time compare guards against any index-side shortcut.
  const valid =
    row !== null &&
    row.keyHash.length === hash.length &&
    timingSafeEqual(row.keyHash, hash) &&
    row.enabled &&
    row.scopes.includes('partner');
  if (!valid || !row) throw new AppError('key_invalid', 'Invalid API key');
  return credentialOf(row);
};

export const credentialById = async (deps: CredentialsDeps, id: string): Promise<Credential | null> => {
  const row = await deps.credentials.findById(id);
  return row?.enabled && row.environment === keyEnvironmentOf(deps.environment) ? credentialOf(row) : null;
};

export const createCredentialsService = (deps: CredentialsDeps): CredentialsService => ({
  create: (input) => createKey(deps, input),
  list: () => listKeys(deps),
  disable: (id) => disableKey(deps, id),
  authenticate: (authorization) => authenticateKey(deps, authorization),
  byId: (id) => credentialById(deps, id),
});
