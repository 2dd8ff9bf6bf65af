/**
 * Refreshed prices: the activity's sessions and tickets replaced in one transaction (so detail, search,
 * homescreen and bookings read them like imported ones), each booking page's validators and last
 * extraction, and the log of every refresh. Every function takes an optional executor last: a caller
 * inside a transaction passes its `trx`; without one, a write of several tables opens its own.
 */
import type { Selectable } from 'kysely';
import { type Executor, type Store, withTransaction } from '../../platform/db/index.js';
import type { DB } from '../../platform/db/schema.js';
import type { Session } from '../activity.js';
import { replaceActivitySessions } from '../session-rows.js';

/** A booking page's validators and its last extraction (`data`: JSON text of its structured data). */
export type StoredPage = Selectable<DB['price_page']>;

export type RefreshStatus = DB['price_refresh']['status'];

/** One refresh that went to the page. */
export type RefreshRecord = Omit<Selectable<DB['price_refresh']>, 'id'>;

export interface PriceStore {
  /** Replaces the activity's sessions (ticket rows cascade) and currency together, announcing the change. */
  replacePrices(
    activityPk: number,
    currency: string,
    sessions: Session[],
    now: string,
    trx?: Executor,
  ): Promise<void>;
  page(url: string, trx?: Executor): Promise<StoredPage | null>;
  savePage(p: StoredPage, trx?: Executor): Promise<void>;
  record(r: RefreshRecord, trx?: Executor): Promise<void>;
  /** The activity's latest refresh. */
  lastRefresh(activityId: string, trx?: Executor): Promise<{ at: string; status: RefreshStatus } | null>;
  /** The activity's refreshes, newest first. */
  history(activityId: string, limit?: number, trx?: Executor): Promise<RefreshRecord[]>;
}

const replacePrices = (
  store: Pick<Store, 'transaction'>,
  activityPk: number,
  currency: string,
  sessions: Session[],
  now: string,
  trx: Executor | undefined,
): Promise<void> =>
  withTransaction(store, trx, async (trx) => {
    // The imported label described the old prices; null lets the presenter derive one from the new.
    await trx
      .updateTable('activity')
      .set({ currency, price_label: null, updated_at: now })
      .where('id', '=', activityPk)
      .execute();
    // Announces the change too, so every instance's snapshot shows the new prices.
    await replaceActivitySessions(trx, activityPk, sessions, now);
  });

const savePage = async (db: Executor, p: StoredPage): Promise<void> => {
  await db
    .insertInto('price_page')
    .values(p)
    .onConflict((oc) =>
      oc.column('url').doUpdateSet((eb) => ({
        etag: eb.ref('excluded.etag'),
        last_modified: eb.ref('excluded.last_modified'),
        data: eb.ref('excluded.data'),
        fetched_at: eb.ref('excluded.fetched_at'),
      })),
    )
    .execute();
};

const REFRESH_COLUMNS = [
  'activity_id',
  'at',
  'status',
  'http_status',
  'duration_ms',
  'offers_count',
  'url',
  'error',
] as const;

export const priceStore = (store: Store): PriceStore => {
  const { db } = store;
  return {
    replacePrices: (activityPk, currency, sessions, now, trx) =>
      replacePrices(store, activityPk, currency, sessions, now, trx),
    page: async (url, trx) =>
      (await (trx ?? db).selectFrom('price_page').selectAll().where('url', '=', url).executeTakeFirst()) ??
      null,
    savePage: (p, trx) => savePage(trx ?? db, p),
    record: async (r, trx) => {
      await (trx ?? db).insertInto('price_refresh').values(r).execute();
    },
    lastRefresh: async (activityId, trx) =>
      (await (trx ?? db)
        .selectFrom('price_refresh')
        .select(['at', 'status'])
        .where('activity_id', '=', activityId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()) ?? null,
    history: (activityId, limit, trx) =>
      (trx ?? db)
        .selectFrom('price_refresh')
        .select(REFRESH_COLUMNS)
        .where('activity_id', '=', activityId)
        .orderBy('id', 'desc')
        .limit(limit ?? 20)
        .execute(),
  };
};
