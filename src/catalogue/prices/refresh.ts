/**
 * Price refresh (spec 4.7): read the activity's booking page, extract schema.org offers and store them
 * as the activity's current prices. Concurrent refreshes of one activity share one fetch; a result
 * younger than the TTL is answered from the store (the route adds an `Age` header).
 */
import type { Logger } from 'pino';
import type { PricesResponse } from '../../contract/partner.js';
import { AppError } from '../../platform/errors.js';
import type { Clock } from '../../platform/time.js';
import type { Activity } from '../activity.js';
import { presentTicketPrice } from '../presenters.js';
import type { CatalogueStore } from '../store.js';
import { mapPageEvents, pageEventsFrom, type StructuredData } from './offers.js';
import type { PageFetcher } from './page-fetcher.js';
import type { PriceStore, RefreshRecord, RefreshStatus } from './store.js';

export interface PriceAnswer {
  body: PricesResponse;
  /** Seconds since the stored refresh when answered from it; null for a fresh refresh. */
  ageS: number | null;
}

/** The HTML adapter: page text → its structured data. */
export type PricePageReader = (html: string) => StructuredData;

export const createPricesService = (deps: {
  catalogue: CatalogueStore;
  prices: PriceStore;
  fetcher: PageFetcher;
  readPage: PricePageReader;
  clock: Clock;
  ttlMs: number;
  /** A failed refresh is reused for less time than a good one, so a passing outage heals quickly. */
  errorTtlMs: number;
  log: Pick<Logger, 'warn'>;
}) => {
  const { catalogue, prices, clock } = deps;
  /**
   * One answer per activity id at a time, shared by the requests that arrive meanwhile: the TTL check
   * and the fetch run inside it, so no request starts a second fetch just after the first finished.
   */
  const inflight = new Map<string, Promise<PriceAnswer>>();

  const answer = (a: Activity, status: RefreshStatus): PricesResponse => ({
    activity_id: a.activityId,
    ticket_price: presentTicketPrice(a, clock().getTime()),
    scrape_status: status,
  });

  const refreshNow = async (a: Activity): Promise<PricesResponse> => {
    const started = performance.now();
    const at = clock().toISOString();
    const record = (
      status: RefreshStatus,
      f: { httpStatus?: number | null; offers?: number; error?: string | null; url?: string | null },
    ): Promise<void> =>
      prices.record({
        activityId: a.activityId,
        at,
        status,
        httpStatus: f.httpStatus ?? null,
        durationMs: Math.round(performance.now() - started),
        offersCount: f.offers ?? 0,
        url: f.url ?? a.bookingUrl,
        error: f.error ?? null,
      });
    if (!a.bookingUrl) {
      await record('no_prices', { error: 'activity has no booking_url' });
      return answer(a, 'no_prices');
    }
    const page = await deps.fetcher.fetchPage(a.bookingUrl, async (url) => {
      const p = await prices.page(url);
      return p ? { etag: p.etag, lastModified: p.lastModified } : null;
    });
    let data: StructuredData;
    if (page.kind === 'failed') {
      await record('error', { httpStatus: page.status, error: page.reason, url: page.url });
      return answer(a, 'error');
    }
    try {
      if (page.kind === 'not_modified') {
        const stored = await prices.page(page.url);
        if (!stored) throw new Error('304 for a page never stored');
        data = JSON.parse(stored.data) as StructuredData;
      } else {
        data = deps.readPage(page.body);
        await prices.savePage({
          url: page.url,
          etag: page.etag,
          lastModified: page.lastModified,
          data: JSON.stringify(data),
          fetchedAt: at,
        });
      }
    } catch (e) {
      const reason = `could not read the page: ${e instanceof Error ? e.message : String(e)}`;
      await record('error', { httpStatus: page.status, error: reason, url: page.url });
      return answer(a, 'error');
    }
    const { events } = pageEventsFrom(data);
    const mapped = mapPageEvents(events, {
      timeZone: a.timezone,
      currency: a.currency,
      now: clock().getTime(),
    });
    if (!mapped) {
      await record('no_prices', { httpStatus: page.status, url: page.url });
      return answer(a, 'no_prices');
    }
    await prices.replacePrices(a.pk, mapped.currency, mapped.sessions, at);
    await record('success', { httpStatus: page.status, offers: mapped.offers, url: page.url });
    const fresh = (await catalogue.findByPublicId(a.activityId)) ?? a;
    return answer(fresh, 'success');
  };

  /** The stored result within its TTL (with its age), else a fresh refresh. */
  const storedOrRefreshed = async (activityId: string): Promise<PriceAnswer> => {
    // The last refresh before the activity: a refresh replaces the prices before it records itself,
    // so the activity read after its record carries them.
    const last = await prices.lastRefresh(activityId);
    const a = await catalogue.findByPublicId(activityId);
    if (!a) throw new AppError('not_found', `Activity ${activityId} not found`);
    if (last) {
      const ageMs = clock().getTime() - Date.parse(last.at);
      const ttl = last.status === 'error' ? Math.min(deps.errorTtlMs, deps.ttlMs) : deps.ttlMs;
      if (ageMs >= 0 && ageMs < ttl) return { body: answer(a, last.status), ageS: Math.floor(ageMs / 1000) };
    }
    return { body: await refreshNow(a), ageS: null };
  };

  return {
    refresh: (activityId: string): Promise<PriceAnswer> => {
      const id = activityId.toLowerCase();
      let pending = inflight.get(id);
      if (!pending) {
        pending = storedOrRefreshed(id).finally(() => inflight.delete(id));
        inflight.set(id, pending);
      }
      return pending;
    },
    history: (activityId: string): Promise<RefreshRecord[]> => prices.history(activityId.toLowerCase()),
  };
};
export type PricesService = ReturnType<typeof createPricesService>;
