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
import { mapPageEvents, pageEventsFrom, priceBoundBreach, type StructuredData } from './offers.js';
import type { PageFetcher, PageResult } from './page-fetcher.js';
import type { PriceStore, RefreshRecord, RefreshStatus } from './store.js';

export interface PriceAnswer {
  body: PricesResponse;
  /** Seconds since the stored refresh when answered from it; null for a fresh refresh. */
  ageS: number | null;
}

/** The HTML adapter: page text → its structured data. */
export type PricePageReader = (html: string) => StructuredData;

export interface PricesDeps {
  catalogue: CatalogueStore;
  prices: PriceStore;
  fetcher: PageFetcher;
  readPage: PricePageReader;
  clock: Clock;
  ttlMs: number;
  /** A failed refresh is reused for less time than a good one, so a passing outage heals quickly. */
  errorTtlMs: number;
  /**
   * Longest a caller waits for a refresh (queue included); then it gets the stored prices with their
   * age while the refresh carries on. Default 15 s, the spec's upper "typically".
   */
  deadlineMs?: number;
  /** Resolves after ms (tests may inject); default a real, unref'd timer. */
  after?: (ms: number) => Promise<void>;
  log: Pick<Logger, 'warn'>;
}

export interface PricesService {
  /**
   * The activity's prices: the stored result within its TTL, else a fresh refresh (shared while it
   * runs, queued for its host under `tenant`, the caller's credential), else by the deadline or when
   * the host's queue is full, the stored prices with their age.
   */
  refresh(activityId: string, tenant?: string): Promise<PriceAnswer>;
  /** The activity's refreshes, newest first. */
  history(activityId: string): Promise<RefreshRecord[]>;
}

const answer = (deps: PricesDeps, a: Activity, status: RefreshStatus): PricesResponse => ({
  activity_id: a.activityId,
  ticket_price: presentTicketPrice(a, deps.clock().getTime()),
  scrape_status: status,
});

/** What one refresh found out, for its log row. */
interface RefreshNote {
  httpStatus?: number | null;
  offers?: number;
  error?: string | null;
  url?: string | null;
}

/** The structured data of a fetched page: extracted and stored, or the stored one on a 304. */
const pageData = async (
  deps: PricesDeps,
  page: Exclude<PageResult, { kind: 'failed' | 'busy' }>,
  at: string,
): Promise<StructuredData> => {
  if (page.kind === 'not_modified') {
    const stored = await deps.prices.page(page.url);
    if (!stored) throw new Error('304 for a page never stored');
    return JSON.parse(stored.data) as StructuredData;
  }
  const data = deps.readPage(page.body);
  await deps.prices.savePage({
    url: page.url,
    etag: page.etag,
    last_modified: page.lastModified,
    data: JSON.stringify(data),
    fetched_at: at,
  });
  return data;
};

/** Fetches the booking page and stores what it offers; every outcome is logged. 'busy': not fetched. */
const refreshNow = async (
  deps: PricesDeps,
  a: Activity,
  tenant: string,
): Promise<PricesResponse | 'busy'> => {
  const { prices, clock } = deps;
  const started = performance.now();
  const at = clock().toISOString();
  const log = (status: RefreshStatus, f: RefreshNote): Promise<void> =>
    prices.record({
      activity_id: a.activityId,
      at,
      status,
      http_status: f.httpStatus ?? null,
      duration_ms: Math.round(performance.now() - started),
      offers_count: f.offers ?? 0,
      url: f.url ?? a.bookingUrl,
      error: f.error ?? null,
    });
  const settle = async (status: RefreshStatus, f: RefreshNote): Promise<PricesResponse> => {
    await log(status, f);
    return answer(deps, a, status);
  };
  if (!a.bookingUrl) return settle('no_prices', { error: 'activity has no booking_url' });
  const page = await deps.fetcher.fetchPage(
    a.bookingUrl,
    async (url) => {
      const p = await prices.page(url);
      return p ? { etag: p.etag, lastModified: p.last_modified } : null;
    },
    tenant,
  );
  if (page.kind === 'busy') {
    deps.log.warn({ activityId: a.activityId, reason: page.reason }, 'price refresh not queued');
    return 'busy';
  }
  if (page.kind === 'failed')
    return settle('error', { httpStatus: page.status, error: page.reason, url: page.url });
  let data: StructuredData;
  try {
    data = await pageData(deps, page, at);
  } catch (e) {
    const reason = `could not read the page: ${e instanceof Error ? e.message : String(e)}`;
    return settle('error', { httpStatus: page.status, error: reason, url: page.url });
  }
  const { events } = pageEventsFrom(data);
  const mapped = mapPageEvents(events, {
    timeZone: a.timezone,
    currency: a.currency,
    now: clock().getTime(),
  });
  if (!mapped) return settle('no_prices', { httpStatus: page.status, url: page.url });
  // A misread decimal (or a page's typo) is off by 10×, 100×, 1000×: refused, the last prices kept.
  const breach = priceBoundBreach(mapped, a);
  if (breach) {
    deps.log.warn({ activityId: a.activityId, url: page.url, breach }, 'refreshed prices refused');
    return settle('error', { httpStatus: page.status, error: breach, url: page.url });
  }
  await prices.replacePrices(a.pk, mapped.currency, mapped.sessions, at);
  await log('success', { httpStatus: page.status, offers: mapped.offers, url: page.url });
  const fresh = (await deps.catalogue.findByPublicId(a.activityId)) ?? a;
  return answer(deps, fresh, 'success');
};

/**
 * The stored prices without a refresh: the last refresh's status with its age, or, never refreshed,
 * the catalogue's prices as `error` (this call could not refresh them) without an age.
 */
const storedAnswer = async (deps: PricesDeps, activityId: string): Promise<PriceAnswer> => {
  const last = await deps.prices.lastRefresh(activityId);
  const a = await deps.catalogue.findByPublicId(activityId);
  if (!a) throw new AppError('not_found', `Activity ${activityId} not found`);
  if (!last) return { body: answer(deps, a, 'error'), ageS: null };
  const ageMs = Math.max(0, deps.clock().getTime() - Date.parse(last.at));
  return { body: answer(deps, a, last.status), ageS: Math.floor(ageMs / 1000) };
};

/** The stored result within its TTL (with its age), else a fresh refresh. */
const storedOrRefreshed = async (
  deps: PricesDeps,
  activityId: string,
  tenant: string,
): Promise<PriceAnswer> => {
  // The last refresh before the activity: a refresh replaces the prices before it records itself,
  // so the activity read after its record carries them.
  const last = await deps.prices.lastRefresh(activityId);
  const a = await deps.catalogue.findByPublicId(activityId);
  if (!a) throw new AppError('not_found', `Activity ${activityId} not found`);
  if (last) {
    const ageMs = deps.clock().getTime() - Date.parse(last.at);
    const ttl = last.status === 'error' ? Math.min(deps.errorTtlMs, deps.ttlMs) : deps.ttlMs;
    if (ageMs >= 0 && ageMs < ttl)
      return { body: answer(deps, a, last.status), ageS: Math.floor(ageMs / 1000) };
  }
  const fresh = await refreshNow(deps, a, tenant);
  return fresh === 'busy' ? storedAnswer(deps, activityId) : { body: fresh, ageS: null };
};

const realAfter = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms).unref());

export const createPricesService = (deps: PricesDeps): PricesService => {
  /**
   * One answer per activity id at a time, shared by the requests that arrive meanwhile: the TTL check
   * and the fetch run inside it, so no request starts a second fetch just after the first finished.
   */
  const inflight = new Map<string, Promise<PriceAnswer>>();
  const deadlineMs = deps.deadlineMs ?? 15_000;
  const after = deps.after ?? realAfter;
  return {
    refresh: async (activityId, tenant = '-') => {
      const id = activityId.toLowerCase();
      let pending = inflight.get(id);
      if (!pending) {
        pending = storedOrRefreshed(deps, id, tenant).finally(() => inflight.delete(id));
        inflight.set(id, pending);
        // The refresh carries on past a caller's deadline; its failure is logged in its record.
        pending.catch(() => undefined);
      }
      const late = Symbol('late');
      const first = await Promise.race([pending, after(deadlineMs).then(() => late)]);
      return first === late ? storedAnswer(deps, id) : (first as PriceAnswer);
    },
    history: (activityId) => deps.prices.history(activityId.toLowerCase()),
  };
};
