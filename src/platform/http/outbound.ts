/**
 * The one outbound HTTP client (webhooks, OCTO suppliers, weather, price pages): undici with a
 * timeout, a response size cap, no redirects, and an SSRF guard that checks every address a host
 * resolves to at connect time (so DNS rebinding cannot slip past a check done earlier).
 */
import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Agent } from 'undici';

export class OutboundRefused extends Error {
  readonly permanent = true;
}

export interface OutboundResponse {
  status: number;
  headers: Record<string, string>;
  /** The body as text, cut at the size limit. */
  body: string;
  /** The same body as bytes (files: PDFs, Wallet passes). */
  bytes?: Buffer;
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

type Address = ipaddr.IPv4 | ipaddr.IPv6;

const parseAddress = (ip: string): Address | null => {
  try {
    return ipaddr.parse(ip);
  } catch {
    return null;
  }
};

/**
 * Where an address really leads, by ipaddr.js range names: IPv4-mapped addresses are their IPv4
 * address; every other IPv6 form that embeds or tunnels IPv4 (translated, NAT64, 6to4, Teredo,
 * the deprecated IPv4-compatible ::/96) or is otherwise special counts as non-public.
 */
const rangeOf = (addr: Address): string => {
  if (addr.kind() === 'ipv6') {
    const v6 = addr as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range();
    const range = v6.range();
    // ::a.b.c.d (IPv4-compatible, deprecated) has no range name of its own in ipaddr.js.
    if (range === 'unicast' && v6.parts.slice(0, 6).every((p) => p === 0)) return 'ipv4Compatible';
    return range;
  }
  return addr.range();
};

/** Loopback (127/8, ::1, ::ffff:127.x): allowed only when the config says so (tests, local demos). */
export const isLoopback = (ip: string): boolean => {
  const addr = parseAddress(ip);
  return addr !== null && rangeOf(addr) === 'loopback';
};

/** Anything that is not global unicast: private, loopback, link-local, tunnelled, reserved... */
export const isNonPublic = (ip: string): boolean => {
  const addr = parseAddress(ip);
  return addr === null || rangeOf(addr) !== 'unicast';
};

export const addressAllowed = (ip: string, allowLoopback: boolean): boolean =>
  !isNonPublic(ip) || (allowLoopback && isLoopback(ip));

/**
 * Whether a URL names this machine: `localhost` or a loopback literal. For endpoints the operator
 * configures (a local fake or mirror), whose loopback target is allowed because it was configured.
 */
export const urlNamesLoopback = (url: string): boolean => {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return false;
  }
  return host === 'localhost' || isLoopback(host);
};

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

/** Resolves a host name to every address (family 0 = any); `dns.lookup` unless a test injects one. */
export type Resolver = (hostname: string, family: 0 | 4 | 6) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname, family) => dnsLookup(hostname, { family, all: true });

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The socket's own lookup (undici passes `connect.lookup` to net/tls.connect): the addresses checked
 * here are the only ones the socket may connect to, so no second resolution can rebind the name.
 */
const guardedLookup =
  (allowLoopback: boolean, resolve: Resolver) =>
  (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    resolve(hostname, family === 4 || family === 6 ? family : 0).then(
      (list) => {
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
      },
      (err: NodeJS.ErrnoException) => callback(err, []),
    );
  };

export const createOutboundHttp = (o: {
  allowLoopback: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  userAgent?: string;
  /** Name resolution for the guard (default `dns.lookup`); tests inject answers. */
  resolve?: Resolver;
}): OutboundHttp => {
  const defaultTimeout = o.timeoutMs ?? 10_000;
  // undici loads with the first request: every CLI command composes this client, few send anything.
  let dispatcher: Agent | null = null;
  const undici = async () => {
    const u = await import('undici');
    dispatcher ??= new u.Agent({
      connect: {
        lookup: guardedLookup(o.allowLoopback, o.resolve ?? systemResolver),
        timeout: Math.min(defaultTimeout, 10_000),
      },
      keepAliveTimeout: 4_000,
      connections: 64,
    });
    return { request: u.request, dispatcher };
  };

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
    const { request, dispatcher } = await undici();
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
    const bytes = Buffer.concat(chunks);
    return {
      status: res.statusCode,
      headers,
      body: bytes.toString('utf8'),
      bytes,
      durationMs: Math.round(performance.now() - started),
      truncated,
    };
  };

  return { send, close: async () => dispatcher?.close() };
};
