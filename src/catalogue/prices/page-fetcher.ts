/**
 * Polite page fetching over the one SSRF-guarded client: robots.txt obeyed (RFC 9309, cached per origin),
 * one request at a time per host with a gap of at least `hostIntervalMs` (or the site's Crawl-delay),
 * redirects followed by hand with every hop re-checked (guard, scheme, robots), conditional GETs, a
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
  | { kind: 'failed'; url: string; status: number | null; reason: string };

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
}

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

export const createPageFetcher = (o: PageFetcherOptions) => {
  const now = o.now ?? Date.now;
  const maxRedirects = o.maxRedirects ?? 5;
  const robots = new Map<string, RobotsEntry>();
  const robotsInflight = new Map<string, Promise<RobotsEntry>>();
  const hosts = new Map<string, { tail: Promise<unknown>; nextAt: number; gapMs: number }>();

  /** One request in flight per host, each starting at least gapMs after the previous one ended. */
  const politely = <T>(host: string, fn: () => Promise<T>): Promise<T> => {
    let h = hosts.get(host);
    if (!h) {
      h = { tail: Promise.resolve(), nextAt: 0, gapMs: o.hostIntervalMs };
      hosts.set(host, h);
    }
    const state = h;
    const run = state.tail.then(async () => {
      const wait = state.nextAt - now();
      if (wait > 0) await sleep(wait);
      try {
        return await fn();
      } finally {
        state.nextAt = now() + state.gapMs;
      }
    });
    state.tail = run.catch(() => undefined);
    return run;
  };

  /** 429/503: the next request to the host waits for Retry-After (seconds or a date), at most 10 minutes. */
  const backOff = (host: string, retryAfter: string | undefined): void => {
    const h = hosts.get(host);
    if (!h || !retryAfter) return;
    const seconds = /^\d+$/.test(retryAfter.trim())
      ? Number(retryAfter)
      : (Date.parse(retryAfter) - now()) / 1000;
    if (Number.isFinite(seconds) && seconds > 0)
      h.nextAt = Math.max(h.nextAt, now() + Math.min(seconds, 600) * 1000);
  };

  const get = (url: string, headers: Record<string, string>, maxBytes: number): Promise<OutboundResponse> =>
    o.http.send(url, {
      method: 'GET',
      headers: {
        'user-agent': o.userAgent,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        ...headers,
      },
      timeoutMs: o.timeoutMs,
      maxBytes,
    });

  /** robots.txt of an origin, following up to 5 redirects; 4xx allows all, 5xx or failure allows nothing. */
  const loadRobots = async (origin: string): Promise<RobotsEntry> => {
    const robotsUrl = `${origin}/robots.txt`;
    let url = robotsUrl;
    try {
      for (let hop = 0; hop <= 5; hop++) {
        const res = await get(url, { accept: 'text/plain' }, ROBOTS_MAX_BYTES);
        const location = res.headers.location;
        if (REDIRECTS.has(res.status) && location) {
          url = new URL(location, url).href;
          continue;
        }
        if (res.status >= 200 && res.status < 300)
          return { rules: robotsParser(robotsUrl, res.body), until: now() + ROBOTS_TTL_MS };
        if (res.status >= 400 && res.status < 500) return { rules: null, until: now() + ROBOTS_TTL_MS };
        return { rules: 'unreachable', until: now() + ROBOTS_RETRY_MS };
      }
    } catch (e) {
      // Unreachable: RFC 9309 says assume complete disallow, so try again soon rather than for a day.
      const reason = reasonOf(e, o.timeoutMs);
      if (reason.startsWith('refused: '))
        return { rules: 'unreachable', refused: reason, until: now() + ROBOTS_RETRY_MS };
    }
    return { rules: 'unreachable', until: now() + ROBOTS_RETRY_MS };
  };

  const robotsFor = async (origin: string): Promise<RobotsEntry> => {
    const cached = robots.get(origin);
    if (cached && cached.until > now()) return cached;
    let pending = robotsInflight.get(origin);
    if (!pending) {
      pending = loadRobots(origin).finally(() => robotsInflight.delete(origin));
      robotsInflight.set(origin, pending);
    }
    const entry = await pending;
    // While a file is unreachable the last good copy may still be used (RFC 9309 2.4).
    const keep = entry.rules === 'unreachable' && cached && cached.rules !== 'unreachable' ? cached : entry;
    robots.set(origin, { ...keep, until: entry.until });
    return keep;
  };

  /** Whether robots.txt lets us fetch the URL; also sets the host's gap from Crawl-delay. */
  const allowedByRobots = async (u: URL): Promise<boolean | 'unreachable' | { refused: string }> => {
    const entry = await robotsFor(u.origin);
    if (entry.refused) return { refused: entry.refused };
    if (entry.rules === 'unreachable') return 'unreachable';
    if (entry.rules === null) return true;
    const delayS = entry.rules.getCrawlDelay(o.robotsToken);
    const h = hosts.get(u.host);
    const gapMs = Math.min(MAX_CRAWL_DELAY_MS, Math.max(o.hostIntervalMs, (delayS ?? 0) * 1000));
    if (h) h.gapMs = gapMs;
    else hosts.set(u.host, { tail: Promise.resolve(), nextAt: 0, gapMs });
    return entry.rules.isAllowed(u.href, o.robotsToken) !== false;
  };

  return {
    /** Fetches a page, sending the validators stored for each hop's URL; never throws. */
    fetchPage: async (
      start: string,
      validatorsOf: (url: string) => Promise<Validators | null> | Validators | null,
    ): Promise<PageResult> => {
      let url = start;
      for (let hop = 0; ; hop++) {
        let u: URL;
        try {
          u = new URL(url);
        } catch {
          return { kind: 'failed', url, status: null, reason: 'not a valid URL' };
        }
        if (u.protocol !== 'http:' && u.protocol !== 'https:')
          return { kind: 'failed', url, status: null, reason: `unsupported scheme ${u.protocol}` };
        let res: OutboundResponse;
        try {
          const allowed = await allowedByRobots(u);
          if (typeof allowed === 'object')
            return { kind: 'failed', url, status: null, reason: allowed.refused };
          if (allowed === 'unreachable')
            return { kind: 'failed', url, status: null, reason: 'robots.txt unreachable: not fetching' };
          if (!allowed) return { kind: 'failed', url, status: null, reason: 'disallowed by robots.txt' };
          const v = await validatorsOf(url);
          const conditional: Record<string, string> = {};
          if (v?.etag) conditional['if-none-match'] = v.etag;
          if (v?.lastModified) conditional['if-modified-since'] = v.lastModified;
          res = await politely(u.host, () => get(url, conditional, o.maxBytes));
        } catch (e) {
          return { kind: 'failed', url, status: null, reason: reasonOf(e, o.timeoutMs) };
        }
        if (res.status === 429 || res.status === 503) backOff(u.host, res.headers['retry-after']);
        const location = res.headers.location;
        if (REDIRECTS.has(res.status) && location) {
          if (hop >= maxRedirects)
            return { kind: 'failed', url, status: res.status, reason: `more than ${maxRedirects} redirects` };
          try {
            url = new URL(location, url).href;
          } catch {
            return { kind: 'failed', url, status: res.status, reason: 'redirect to an invalid URL' };
          }
          continue;
        }
        if (res.status === 304) return { kind: 'not_modified', url, status: 304 };
        if (res.status < 200 || res.status >= 300)
          return { kind: 'failed', url, status: res.status, reason: `HTTP ${res.status}` };
        if (res.truncated)
          return { kind: 'failed', url, status: res.status, reason: `page larger than ${o.maxBytes} bytes` };
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
      }
    },
  };
};
export type PageFetcher = ReturnType<typeof createPageFetcher>;
