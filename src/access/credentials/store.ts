/**
 * API keys as rows: the key's hash (never the key), its kind, environment and scopes, and the webhook
 * secret, sealed at rest. Every function runs on `trx` when given, else on the root handle.
 */
import type { Selectable } from 'kysely';
import type { Executor, Store } from '../../platform/db/index.js';
import type { DB } from '../../platform/db/schema.js';
import { sealContext } from '../../platform/secrets/reseal.js';

/** A key as the credentials service sees it: scopes parsed, flags as booleans, the secret opened. */
export interface CredentialRow {
  id: string;
  kind: 'negotiated' | 'self-serve';
  environment: 'production' | 'staging';
  name: string;
  keyHash: Buffer;
  displayPrefix: string;
  scopes: string[];
  enabled: boolean;
  canChargeStoredCard: boolean;
  webhookSecret: string;
  userId: string | null;
  createdAt: string;
  disabledAt: string | null;
}

type Row = Selectable<DB['api_key']>;

const fromRow = (store: Store, r: Row): CredentialRow => ({
  id: r.id,
  kind: r.kind,
  environment: r.environment,
  name: r.name,
  keyHash: r.key_hash,
  displayPrefix: r.display_prefix,
  scopes: JSON.parse(r.scopes) as string[],
  enabled: r.enabled === 1,
  canChargeStoredCard: r.can_charge_stored_card === 1,
  webhookSecret: store.secrets.open(r.webhook_secret, sealContext.webhookSecret(r.id)),
  userId: r.user_id,
  createdAt: r.created_at,
  disabledAt: r.disabled_at,
});

export interface CredentialStore {
  /** Hot path of every request: one lookup on the unique key_hash index. */
  findByHash(hash: Buffer, trx?: Executor): Promise<CredentialRow | null>;
  findById(id: string, trx?: Executor): Promise<CredentialRow | null>;
  insert(c: Omit<CredentialRow, 'disabledAt'>, trx?: Executor): Promise<void>;
  list(trx?: Executor): Promise<CredentialRow[]>;
  /** Disables an enabled key; false when it is unknown or already disabled. */
  disable(id: string, at: string, trx?: Executor): Promise<boolean>;
}

const on = (store: Store, trx?: Executor): Executor => trx ?? store.db;

const findByHash = async (store: Store, hash: Buffer, trx?: Executor): Promise<CredentialRow | null> => {
  const r = await on(store, trx)
    .selectFrom('api_key')
    .selectAll()
    .where('key_hash', '=', hash)
    .executeTakeFirst();
  return r ? fromRow(store, r) : null;
};

const findById = async (store: Store, id: string, trx?: Executor): Promise<CredentialRow | null> => {
  const r = await on(store, trx).selectFrom('api_key').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? fromRow(store, r) : null;
};

const insert = async (store: Store, c: Omit<CredentialRow, 'disabledAt'>, trx?: Executor): Promise<void> => {
  await on(store, trx)
    .insertInto('api_key')
    .values({
      id: c.id,
      kind: c.kind,
      environment: c.environment,
      name: c.name,
      key_hash: c.keyHash,
      display_prefix: c.displayPrefix,
      scopes: JSON.stringify(c.scopes),
      enabled: c.enabled ? 1 : 0,
      can_charge_stored_card: c.canChargeStoredCard ? 1 : 0,
      webhook_secret: store.secrets.seal(c.webhookSecret, sealContext.webhookSecret(c.id)),
      user_id: c.userId,
      created_at: c.createdAt,
    })
    .execute();
};

const list = async (store: Store, trx?: Executor): Promise<CredentialRow[]> =>
  (await on(store, trx).selectFrom('api_key').selectAll().orderBy('created_at').execute()).map((r) =>
    fromRow(store, r),
  );

const disable = async (store: Store, id: string, at: string, trx?: Executor): Promise<boolean> => {
  const r = await on(store, trx)
    .updateTable('api_key')
    .set({ enabled: 0, disabled_at: at })
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
};

export const credentialStore = (store: Store): CredentialStore => ({
  findByHash: (...a) => findByHash(store, ...a),
  findById: (...a) => findById(store, ...a),
  insert: (...a) => insert(store, ...a),
  list: (...a) => list(store, ...a),
  disable: (...a) => disable(store, ...a),
});
