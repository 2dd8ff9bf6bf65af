/**
 * Refreshed prices: the activity's sessions and tickets replaced in one transaction (so detail, search,
 * homescreen and bookings read them like imported ones), each booking page's validators and last
 * extraction, and the log of every refresh.
 */

import type { Store } from '../../platform/db/index.js';
import type { Session } from '../activity.js';
import { replaceActivitySessions } from '../store.js';

export interface StoredPage {
  url: string;
  etag: string | null;
  lastModified: string | null;
  /** JSON text of the page's structured data. */
  data: string;
  fetchedAt: string;
}

export type RefreshStatus = 'success' | 'no_prices' | 'error';

export interface RefreshRecord {
  activityId: string;
  at: string;
  status: RefreshStatus;
  httpStatus: number | null;
  durationMs: number;
  offersCount: number;
  url: string | null;
  error: string | null;
}

export const priceStore = (store: Store) => {
  const { db } = store;
  return {
    /** Replaces the activity's sessions (ticket rows cascade) and currency in one transaction. */
    replacePrices: (activityPk: number, currency: string, sessions: Session[], now: string): Promise<void> =>
      store.transaction(async (trx) => {
        // The imported label described the old prices; null lets the presenter derive one from the new.
        await trx
          .updateTable('activity')
          .set({ currency, price_label: null, updated_at: now })
          .where('id', '=', activityPk)
          .execute();
        // Announces the change too, so every instance's snapshot shows the new prices.
        await replaceActivitySessions(trx, activityPk, sessions, now);
      }),
    page: async (url: string): Promise<StoredPage | null> => {
      const r = await db.selectFrom('price_page').selectAll().where('url', '=', url).executeTakeFirst();
      return r
        ? { url: r.url, etag: r.etag, lastModified: r.last_modified, data: r.data, fetchedAt: r.fetched_at }
        : null;
    },
    savePage: async (p: StoredPage): Promise<void> => {
      await db
        .insertInto('price_page')
        .values({
          url: p.url,
          etag: p.etag,
          last_modified: p.lastModified,
          data: p.data,
          fetched_at: p.fetchedAt,
        })
        .onConflict((oc) =>
          oc.column('url').doUpdateSet((eb) => ({
            etag: eb.ref('excluded.etag'),
            last_modified: eb.ref('excluded.last_modified'),
            data: eb.ref('excluded.data'),
            fetched_at: eb.ref('excluded.fetched_at'),
          })),
        )
        .execute();
    },
    record: async (r: RefreshRecord): Promise<void> => {
      await db
        .insertInto('price_refresh')
        .values({
          activity_id: r.activityId,
          at: r.at,
          status: r.status,
          http_status: r.httpStatus,
          duration_ms: r.durationMs,
          offers_count: r.offersCount,
          url: r.url,
          error: r.error,
        })
        .execute();
    },
    lastRefresh: async (activityId: string): Promise<{ at: string; status: RefreshStatus } | null> =>
      (await db
        .selectFrom('price_refresh')
        .select(['at', 'status'])
        .where('activity_id', '=', activityId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()) ?? null,
    history: async (activityId: string, limit = 20): Promise<RefreshRecord[]> =>
      (
        await db
          .selectFrom('price_refresh')
          .selectAll()
          .where('activity_id', '=', activityId)
          .orderBy('id', 'desc')
          .limit(limit)
          .execute()
      ).map((r) => ({
        activityId: r.activity_id,
        at: r.at,
        status: r.status,
        httpStatus: r.http_status,
        durationMs: r.duration_ms,
        offersCount: r.offers_count,
        url: r.url,
        error: r.error,
      })),
  };
};
export type PriceStore = ReturnType<typeof priceStore>;
