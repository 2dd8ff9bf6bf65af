import type { Selectable } from 'kysely';
import type { Store } from '../../platform/db/index.js';
import type { ApiKeyTable } from '../../platform/db/schema.js';
import { sealContext } from '../../platform/secrets/reseal.js';

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

type Row = Selectable<ApiKeyTable>;

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

export const credentialStore = (store: Store) => {
  return {
    /** Hot path of every request: one lookup on the unique key_hash index. */
    findByHash: async (hash: Buffer): Promise<CredentialRow | null> => {
      const r = await store.db
        .selectFrom('api_key')
        .selectAll()
        .where('key_hash', '=', hash)
        .executeTakeFirst();
      return r ? fromRow(store, r) : null;
    },
    findById: async (id: string): Promise<CredentialRow | null> => {
      const r = await store.db.selectFrom('api_key').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? fromRow(store, r) : null;
    },
    insert: async (c: Omit<CredentialRow, 'disabledAt'>): Promise<void> => {
      await store.db
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
    },
    list: async (): Promise<CredentialRow[]> =>
      (await store.db.selectFrom('api_key').selectAll().orderBy('created_at').execute()).map((r) =>
        fromRow(store, r),
      ),
    disable: async (id: string, at: string): Promise<boolean> => {
      const r = await store.db
        .updateTable('api_key')
        .set({ enabled: 0, disabled_at: at })
        .where('id', '=', id)
        .where('enabled', '=', 1)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
};
export type CredentialStore = ReturnType<typeof credentialStore>;
