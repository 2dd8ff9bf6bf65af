/**
 * The one outbound HTTP client (webhooks, vendor checkouts, weather, price pages): undici with a
 * timeout, a response size cap, no redirects, and an SSRF guard that checks every address a host
 * resolves to at connect time (so DNS rebinding cannot slip past a check done earlier).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, request } from 'undici';

export class OutboundRefused extends Error {
  readonly permanent = true;
}

export interface OutboundResponse {
  status: number;
  headers: Record<string, string>;
  /** The body as text, cut at the size limit. */
  body: string;
  durationMs: number;
  /** True when the body was cut at `maxBytes` (callers that must not use a partial body check it). */
  truncated?: boolean;
}

export interface OutboundRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  /** Bytes of response body to keep; the rest is discarded. */
  maxBytes?: number;
}

export interface OutboundHttp {
  send(url: string, req?: OutboundRequest): Promise<OutboundResponse>;
  close(): Promise<void>;
}

const v4 = (ip: string): number[] => ip.split('.').map((p) => Number.parseInt(p, 10));

/** Loopback addresses: allowed only when the config says so (tests, local demos). */
/**
 * The IPv4 address inside an IPv4-mapped (`::ffff:a.b.c.d`) or IPv4-compatible (`::a.b.c.d`) IPv6
 * address, in either notation: the URL parser rewrites `[::ffff:127.0.0.1]` as `[::ffff:7f00:1]`.
 */
const embeddedV4 = (ip: string): string | null => {
  const m = /^::(?:ffff:)?(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/.exec(ip.toLowerCase());
  if (!m) return null;
  if (m[1]) return isIP(m[1]) === 4 ? m[1] : null;
  const hi = Number.parseInt(m[2] ?? '0', 16);
  const lo = Number.parseInt(m[3] ?? '0', 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
};

export const isLoopback = (ip: string): boolean => {
  if (isIP(ip) === 4) return v4(ip)[0] === 127;
  const mapped = embeddedV4(ip);
  if (mapped) return isLoopback(mapped);
  return ip.toLowerCase() === '::1';
};

/** Private, loopback, link-local, CGNAT, multicast, reserved and unspecified addresses. */
export const isNonPublic = (ip: string): boolean => {
  const mapped = isIP(ip) === 6 ? embeddedV4(ip) : null;
  if (mapped) return isNonPublic(mapped);
  if (isIP(ip) === 4) {
    const [a = 0, b = 0, c = 0] = v4(ip);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0 && c === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  const l = ip.toLowerCase();
  return (
    l === '::' ||
    l === '::1' ||
    /^f[cd]/.test(l) || // fc00::/7 unique local
    /^fe[89ab]/.test(l) || // fe80::/10 link-local
    l.startsWith('ff') || // multicast
    l.startsWith('64:ff9b:') // NAT64 can reach private v4
  );
};

export const addressAllowed = (ip: string, allowLoopback: boolean): boolean =>
  !isNonPublic(ip) || (allowLoopback && isLoopback(ip));

/** Cheap acceptance-time check: an IP-literal host must be an allowed address. Names are checked when connecting. */
export const urlTargetAllowed = (url: string, allowLoopback: boolean): boolean => {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return false;
  }
  return isIP(host) === 0 || addressAllowed(host, allowLoopback);
};

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

const guardedLookup =
  (allowLoopback: boolean) =>
  (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    dnsLookup(hostname, { family, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => !addressAllowed(a.address, allowLoopback));
      if (bad || list.length === 0) {
        const e: NodeJS.ErrnoException = new OutboundRefused(
          `refusing to connect to ${hostname} (${bad?.address ?? 'no address'}): not a public address`,
        );
        e.code = 'ESSRF';
        return callback(e, []);
      }
      if (options.all) return callback(null, list);
      const first = list[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };

export const createOutboundHttp = (o: {
  allowLoopback: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  userAgent?: string;
}): OutboundHttp => {
  const defaultTimeout = o.timeoutMs ?? 10_000;
  const dispatcher = new Agent({
    connect: { lookup: guardedLookup(o.allowLoopback), timeout: Math.min(defaultTimeout, 10_000) },
    keepAliveTimeout: 4_000,
    connections: 64,
  });

  const send = async (url: string, req: OutboundRequest = {}): Promise<OutboundResponse> => {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      throw new OutboundRefused(`not a valid URL: ${url}`);
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:')
      throw new OutboundRefused(`unsupported scheme ${u.protocol}`);
    if (u.username || u.password) throw new OutboundRefused('credentials in URLs are not sent');
    const host = u.hostname.replace(/^\[|\]$/g, '');
    // IP literals never go through lookup, so check them here.
    if (isIP(host) !== 0 && !addressAllowed(host, o.allowLoopback))
      throw new OutboundRefused(`refusing to connect to ${host}: not a public address`);
    const timeoutMs = req.timeoutMs ?? defaultTimeout;
    const maxBytes = req.maxBytes ?? 1_000_000;
    const started = performance.now();
    const res = await request(u, {
      dispatcher,
      method: req.method ?? 'GET',
      headers: { 'user-agent': o.userAgent ?? 'Jaunt/1.0', ...(req.headers ?? {}) },
      body: req.body,
      signal: AbortSignal.timeout(timeoutMs),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const chunks: Buffer[] = [];
    let size = 0;
    let truncated = false;
    for await (const chunk of res.body) {
      const b = chunk as Buffer;
      if (size + b.length > maxBytes) {
        chunks.push(b.subarray(0, maxBytes - size));
        size = maxBytes;
        truncated = true;
        res.body.destroy();
        break;
      }
      chunks.push(b);
      size += b.length;
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.headers))
      if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    return {
      status: res.statusCode,
      headers,
      body: Buffer.concat(chunks).toString('utf8'),
      durationMs: Math.round(performance.now() - started),
      truncated,
    };
  };

  return { send, close: () => dispatcher.close() };
};
