/**
 * Polite page fetching over the one SSRF-guarded client: robots.txt obeyed (RFC 9309, cached per origin),
 * one request at a time per host with a gap of at least `hostIntervalMs` (or the site's Crawl-delay),
 * waiting requests served round-robin across tenants (the least recently served first) with bounded
 * queues per tenant and per host (over the bound: `busy`, nothing fetched), redirects followed by hand with every hop re-checked (guard, scheme, robots), conditional GETs, a
 * size cap and an honest User-Agent.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import robotsModule from 'robots-parser';
import { type OutboundHttp, OutboundRefused, type OutboundResponse } from '../../platform/http/outbound.js';

// robots-parser is CommonJS (`module.exports = fn`) but its typings declare `export default`; under
// nodenext the default import is the function at run time, so name its type once here.
const robotsParser = robotsModule as unknown as typeof robotsModule.default;

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type PageResult =
  | {
      kind: 'page';
      url: string;
      status: number;
      body: string;
      etag: string | null;
      lastModified: string | null;
    }
  | { kind: 'not_modified'; url: string; status: 304 }
  | { kind: 'failed'; url: string; status: number | null; reason: string }
  /** The host's queue (or the tenant's share of it) is full: nothing was fetched. */
  | { kind: 'busy'; url: string; reason: string };

export interface PageFetcherOptions {
  http: OutboundHttp;
  /** Full User-Agent header, e.g. `JauntBot/1.0 (+https://jaunt.example/bot)`. */
  userAgent: string;
  /** Product token matched against robots.txt groups. */
  robotsToken: string;
  timeoutMs: number;
  maxBytes: number;
  hostIntervalMs: number;
  maxRedirects?: number;
  /** Wall time in ms (spacing and robots cache are real time, whatever the business clock says). */
  now?: () => number;
  /** Requests one tenant may have waiting for one host (default 8). */
  maxQueuedPerTenant?: number;
  /** Requests all tenants together may have waiting for one host (default 64). */
  maxQueuedPerHost?: number;
}

/** A tenant's request over the bound of its queue or of the host's. */
class QueueFull extends Error {}

type Robots = ReturnType<typeof robotsParser>;
interface RobotsEntry {
  /** null: no usable file (4xx), everything allowed. 'unreachable': 5xx or network failure, nothing allowed. */
  rules: Robots | null | 'unreachable';
  /** Set when the SSRF guard refused the origin itself: the page is refused for the same reason. */
  refused?: string;
  until: number;
}

const ROBOTS_TTL_MS = 24 * 3_600_000;
const ROBOTS_RETRY_MS = 60_000;
const ROBOTS_MAX_BYTES = 512 * 1024;
const MAX_CRAWL_DELAY_MS = 30_000;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const reasonOf = (e: unknown, timeoutMs: number): string => {
  for (let cur: unknown = e, depth = 0; cur instanceof Error && depth < 5; cur = cur.cause, depth++)
    if (cur instanceof OutboundRefused || (cur as NodeJS.ErrnoException).code === 'ESSRF')
      return `refused: ${cur.message}`;
  if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError' || /timeout/i.test(e.name)))
    return `timed out after ${timeoutMs} ms`;
  return e instanceof Error ? e.message : String(e);
};

/**
 * Per host: one request in flight (`busy`), the next may start at `nextAt`, `gapMs` after the last ended.
 * Waiting requests sit in per-tenant FIFOs; the tenant served least recently goes next (round-robin).
 */
interface HostState {
  nextAt: number;
  gapMs: number;
  busy: boolean;
  waiting: Map<string, (() => void)[]>;
  queued: number;
  /** When each tenant was last served (a counter); forgotten when the host goes idle. */
  servedAt: Map<string, number>;
  turn: number;
}

const newHost = (gapMs: number): HostState => ({
  nextAt: 0,
  gapMs,
  busy: false,
  waiting: new Map(),
  queued: 0,
  servedAt: new Map(),
  turn: 0,
});

/** One fetcher's options and caches. */
interface Fetcher {
  o: PageFetcherOptions;
  now: () => number;
  maxRedirects: number;
  robots: Map<string, RobotsEntry>;
  robotsInflight: Map<string, Promise<RobotsEntry>>;
  hosts: Map<string, HostState>;
  maxPerTenant: number;
  maxPerHost: number;
}

export interface PageFetcher {
  /** Fetches a page, sending the validators stored for each hop's URL; never throws. */
  fetchPage(
    start: string,
    validatorsOf: (url: string) => Promise<Validators | null> | Validators | null,
    tenant?: string,
  ): Promise<PageResult>;
}

/** Starts the next waiting request of the host, if it is free: the least recently served tenant's. */
const pump = (h: HostState): void => {
  if (h.busy) return;
  let pick: string | null = null;
  for (const t of h.waiting.keys())
    if (pick === null || (h.servedAt.get(t) ?? -1) < (h.servedAt.get(pick) ?? -1)) pick = t;
  if (pick === null) {
    h.servedAt.clear();
    return;
  }
  const queue = h.waiting.get(pick) ?? [];
  const start = queue.shift();
  if (queue.length === 0) h.waiting.delete(pick);
  h.queued--;
  h.servedAt.set(pick, h.turn++);
  h.busy = true;
  start?.();
};

/**
 * One request in flight per host, each starting at least gapMs after the previous one ended, waiting
 * requests taken round-robin across tenants. Throws QueueFull over the tenant's or the host's bound.
 */
const politely = <T>(f: Fetcher, host: string, tenant: string, fn: () => Promise<T>): Promise<T> => {
  let h = f.hosts.get(host);
  if (!h) {
    h = newHost(f.o.hostIntervalMs);
    f.hosts.set(host, h);
  }
  const state = h;
  const mine = state.waiting.get(tenant) ?? [];
  if (mine.length >= f.maxPerTenant)
    throw new QueueFull(`${mine.length} refreshes of this caller already wait for ${host}`);
  if (state.queued >= f.maxPerHost) throw new QueueFull(`${state.queued} refreshes already wait for ${host}`);
  return new Promise<T>((resolve, reject) => {
    mine.push(() => {
      void (async () => {
        try {
          const wait = state.nextAt - f.now();
          if (wait > 0) await sleep(wait);
          resolve(await fn());
        } catch (e) {
          reject(e);
        } finally {
          state.nextAt = Math.max(state.nextAt, f.now() + state.gapMs);
          state.busy = false;
          pump(state);
        }
      })();
    });
    state.waiting.set(tenant, mine);
    state.queued++;
    pump(state);
  });
};

/** 429/503: the next request to the host waits for Retry-After (seconds or a date), at most 10 minutes. */
const backOff = (f: Fetcher, host: string, retryAfter: string | undefined): void => {
  const h = f.hosts.get(host);
  if (!h || !retryAfter) return;
  const seconds = /^\d+$/.test(retryAfter.trim())
    ? Number(retryAfter)
    : (Date.parse(retryAfter) - f.now()) / 1000;
  if (Number.isFinite(seconds) && seconds > 0)
    h.nextAt = Math.max(h.nextAt, f.now() + Math.min(seconds, 600) * 1000);
};

const get = (
  f: Fetcher,
  url: string,
  headers: Record<string, string>,
  maxBytes: number,
): Promise<OutboundResponse> =>
  f.o.http.send(url, {
    method: 'GET',
    headers: {
      'user-agent': f.o.userAgent,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
      ...headers,
    },
    timeoutMs: f.o.timeoutMs,
    maxBytes,
  });

/** robots.txt of an origin, following up to 5 redirects; 4xx allows all, 5xx or failure allows nothing. */
const loadRobots = async (f: Fetcher, origin: string): Promise<RobotsEntry> => {
  const robotsUrl = `${origin}/robots.txt`;
  let url = robotsUrl;
  try {
    for (let hop = 0; hop <= 5; hop++) {
      const res = await get(f, url, { accept: 'text/plain' }, ROBOTS_MAX_BYTES);
      const location = res.headers.location;
      if (REDIRECTS.has(res.status) && location) {
        url = new URL(location, url).href;
        continue;
      }
      if (res.status >= 200 && res.status < 300)
        return { rules: robotsParser(robotsUrl, res.body), until: f.now() + ROBOTS_TTL_MS };
      if (res.status >= 400 && res.status < 500) return { rules: null, until: f.now() + ROBOTS_TTL_MS };
      return { rules: 'unreachable', until: f.now() + ROBOTS_RETRY_MS };
    }
  } catch (e) {
    // Unreachable: RFC 9309 says assume complete disallow, so try again soon rather than for a day.
    const reason = reasonOf(e, f.o.timeoutMs);
    if (reason.startsWith('refused: '))
      return { rules: 'unreachable', refused: reason, until: f.now() + ROBOTS_RETRY_MS };
  }
  return { rules: 'unreachable', until: f.now() + ROBOTS_RETRY_MS };
};

/** The origin's robots.txt, cached; concurrent lookups share one load. */
const robotsFor = async (f: Fetcher, origin: string): Promise<RobotsEntry> => {
  const cached = f.robots.get(origin);
  if (cached && cached.until > f.now()) return cached;
  let pending = f.robotsInflight.get(origin);
  if (!pending) {
    pending = loadRobots(f, origin).finally(() => f.robotsInflight.delete(origin));
    f.robotsInflight.set(origin, pending);
  }
  const entry = await pending;
  // While a file is unreachable the last good copy may still be used (RFC 9309 2.4).
  const keep = entry.rules === 'unreachable' && cached && cached.rules !== 'unreachable' ? cached : entry;
  f.robots.set(origin, { ...keep, until: entry.until });
  return keep;
};

/** Whether robots.txt lets us fetch the URL; also sets the host's gap from Crawl-delay. */
const allowedByRobots = async (
  f: Fetcher,
  u: URL,
): Promise<boolean | 'unreachable' | { refused: string }> => {
  const entry = await robotsFor(f, u.origin);
  if (entry.refused) return { refused: entry.refused };
  if (entry.rules === 'unreachable') return 'unreachable';
  if (entry.rules === null) return true;
  const delayS = entry.rules.getCrawlDelay(f.o.robotsToken);
  const h = f.hosts.get(u.host);
  const gapMs = Math.min(MAX_CRAWL_DELAY_MS, Math.max(f.o.hostIntervalMs, (delayS ?? 0) * 1000));
  if (h) h.gapMs = gapMs;
  else f.hosts.set(u.host, newHost(gapMs));
  return entry.rules.isAllowed(u.href, f.o.robotsToken) !== false;
};

type Validated = (url: string) => Promise<Validators | null> | Validators | null;

/** One hop's request, robots and validators first: its response, or why there is none. */
const request = async (
  f: Fetcher,
  url: string,
  validatorsOf: Validated,
  tenant: string,
): Promise<{ u: URL; res: OutboundResponse } | PageResult> => {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { kind: 'failed', url, status: null, reason: 'not a valid URL' };
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    return { kind: 'failed', url, status: null, reason: `unsupported scheme ${u.protocol}` };
  try {
    const allowed = await allowedByRobots(f, u);
    if (typeof allowed === 'object') return { kind: 'failed', url, status: null, reason: allowed.refused };
    if (allowed === 'unreachable')
      return { kind: 'failed', url, status: null, reason: 'robots.txt unreachable: not fetching' };
    if (!allowed) return { kind: 'failed', url, status: null, reason: 'disallowed by robots.txt' };
    const v = await validatorsOf(url);
    const conditional: Record<string, string> = {};
    if (v?.etag) conditional['if-none-match'] = v.etag;
    if (v?.lastModified) conditional['if-modified-since'] = v.lastModified;
    return { u, res: await politely(f, u.host, tenant, () => get(f, url, conditional, f.o.maxBytes)) };
  } catch (e) {
    if (e instanceof QueueFull) return { kind: 'busy', url, reason: e.message };
    return { kind: 'failed', url, status: null, reason: reasonOf(e, f.o.timeoutMs) };
  }
};

/** What a final (non-redirect) response makes of the page. */
const pageOf = (f: Fetcher, url: string, res: OutboundResponse): PageResult => {
  if (res.status === 304) return { kind: 'not_modified', url, status: 304 };
  if (res.status < 200 || res.status >= 300)
    return { kind: 'failed', url, status: res.status, reason: `HTTP ${res.status}` };
  if (res.truncated)
    return { kind: 'failed', url, status: res.status, reason: `page larger than ${f.o.maxBytes} bytes` };
  const type = res.headers['content-type'] ?? '';
  if (type !== '' && !/html|xml/i.test(type))
    return { kind: 'failed', url, status: res.status, reason: `not an HTML page (${type})` };
  return {
    kind: 'page',
    url,
    status: res.status,
    body: res.body,
    etag: res.headers.etag ?? null,
    lastModified: res.headers['last-modified'] ?? null,
  };
};

/** Follows redirects by hand, every hop checked again (guard, scheme, robots). */
const fetchPage = async (
  f: Fetcher,
  start: string,
  validatorsOf: Validated,
  tenant: string,
): Promise<PageResult> => {
  let url = start;
  for (let hop = 0; ; hop++) {
    const r = await request(f, url, validatorsOf, tenant);
    if ('kind' in r) return r;
    const { u, res } = r;
    if (res.status === 429 || res.status === 503) backOff(f, u.host, res.headers['retry-after']);
    const location = res.headers.location;
    if (!REDIRECTS.has(res.status) || !location) return pageOf(f, url, res);
    if (hop >= f.maxRedirects)
      return { kind: 'failed', url, status: res.status, reason: `more than ${f.maxRedirects} redirects` };
    try {
      url = new URL(location, url).href;
    } catch {
      return { kind: 'failed', url, status: res.status, reason: 'redirect to an invalid URL' };
    }
  }
};

export const createPageFetcher = (o: PageFetcherOptions): PageFetcher => {
  const f: Fetcher = {
    o,
    now: o.now ?? Date.now,
    maxRedirects: o.maxRedirects ?? 5,
    robots: new Map(),
    robotsInflight: new Map(),
    hosts: new Map(),
    maxPerTenant: o.maxQueuedPerTenant ?? 8,
    maxPerHost: o.maxQueuedPerHost ?? 64,
  };
  return {
    fetchPage: (start, validatorsOf, tenant = '-') => fetchPage(f, start, validatorsOf, tenant),
  };
};
