/**
 * Refreshed prices: the activity's sessions and tickets replaced in one transaction (so detail, search,
 * homescreen and bookings read them like imported ones), each booking page's validators and last
 * extraction, and the log of every refresh.
 */
import type { Session } from '../domain/catalogue.js';
import { sessionWriter } from './catalogue.js';
import { type Store, writeTransaction } from './db.js';

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
  const { sqlite } = store;
  const writeSessions = sessionWriter(sqlite);
  const q = {
    deleteSessions: sqlite.prepare('DELETE FROM activity_session WHERE activity_id = ?'),
    // The imported label described the old prices; null lets the presenter derive one from the new.
    setCurrency: sqlite.prepare(
      'UPDATE activity SET currency = ?, price_label = NULL, updated_at = ? WHERE id = ?',
    ),
    page: sqlite.prepare<
      [string],
      { url: string; etag: string | null; last_modified: string | null; data: string; fetched_at: string }
    >('SELECT url, etag, last_modified, data, fetched_at FROM price_page WHERE url = ?'),
    savePage: sqlite.prepare(
      `INSERT INTO price_page (url, etag, last_modified, data, fetched_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (url) DO UPDATE SET etag = excluded.etag, last_modified = excluded.last_modified,
         data = excluded.data, fetched_at = excluded.fetched_at`,
    ),
    record: sqlite.prepare(
      `INSERT INTO price_refresh (activity_id, at, status, http_status, duration_ms, offers_count, url, error)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    last: sqlite.prepare<[string], { at: string; status: RefreshStatus }>(
      'SELECT at, status FROM price_refresh WHERE activity_id = ? ORDER BY id DESC LIMIT 1',
    ),
    history: sqlite.prepare<
      [string, number],
      {
        activity_id: string;
        at: string;
        status: RefreshStatus;
        http_status: number | null;
        duration_ms: number;
        offers_count: number;
        url: string | null;
        error: string | null;
      }
    >('SELECT * FROM price_refresh WHERE activity_id = ? ORDER BY id DESC LIMIT ?'),
  };

  return {
    /** Replaces the activity's sessions (ticket rows cascade) and currency in one transaction. */
    replacePrices: (activityPk: number, currency: string, sessions: Session[], now: string): void => {
      writeTransaction(sqlite, () => {
        q.deleteSessions.run(activityPk);
        writeSessions(activityPk, sessions);
        q.setCurrency.run(currency, now, activityPk);
      })();
    },
    page: (url: string): StoredPage | null => {
      const r = q.page.get(url);
      return r
        ? { url: r.url, etag: r.etag, lastModified: r.last_modified, data: r.data, fetchedAt: r.fetched_at }
        : null;
    },
    savePage: (p: StoredPage): void => {
      q.savePage.run(p.url, p.etag, p.lastModified, p.data, p.fetchedAt);
    },
    record: (r: RefreshRecord): void => {
      q.record.run(r.activityId, r.at, r.status, r.httpStatus, r.durationMs, r.offersCount, r.url, r.error);
    },
    lastRefresh: (activityId: string): { at: string; status: RefreshStatus } | null =>
      q.last.get(activityId) ?? null,
    history: (activityId: string, limit = 20): RefreshRecord[] =>
      q.history.all(activityId, limit).map((r) => ({
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
