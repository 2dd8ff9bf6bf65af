/**
 * Security headers of every response the express app sends, whoever renders it (the docs page, the
 * connect pages, the dev mailbox, Slack's install and OAuth pages, error pages): `nosniff` on every
 * response, and on every HTML page `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer` and a
 * Content-Security-Policy that allows our own origin only. Inline scripts are allowed by their
 * SHA-256 hash, computed from the page as sent, so a renderer that inlines its start-up script keeps
 * working without `'unsafe-inline'` for scripts. Set in the shared response path (writeHead / end),
 * not in any renderer.
 */
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The policy of a page whose inline scripts are `scripts` (their text, as sent). */
export const contentSecurityPolicy = (scripts: string[]): string => {
  const hashes = scripts.map((s) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.length > 0 ? ` ${[...new Set(hashes)].join(' ')}` : ''}`,
    // Renderers set element styles at run time (Scalar, inline <style> blocks of our own pages).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

/** The inline scripts of an HTML body. */
export const inlineScripts = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1] ?? '').filter((s) => s.trim() !== '');

const typeOf = (res: ServerResponse, headers: OutgoingHttpHeaders | undefined): string => {
  const own = headers
    ? Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1]
    : undefined;
  return String(own ?? res.getHeader('content-type') ?? '');
};

const setHtmlHeaders = (res: ServerResponse, body: string | null): void => {
  if (!res.hasHeader('x-frame-options')) res.setHeader('X-Frame-Options', 'DENY');
  if (!res.hasHeader('referrer-policy')) res.setHeader('Referrer-Policy', 'no-referrer');
  if (!res.hasHeader('content-security-policy'))
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(body === null ? [] : inlineScripts(body)));
};

/** Express middleware: mount first, so every later router's answers pass through it. */
export const securityHeaders = (): RequestHandler => (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // A page sent in one `end(body)` (express's send, Slack's pages) is hashed before its head goes out.
  const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const [chunk] = args;
    if (!res.headersSent && /html/i.test(typeOf(res, undefined))) {
      const body = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : null;
      setHtmlHeaders(res, body);
    }
    return end(...args);
  }) as typeof res.end;
  // Headers written explicitly (`writeHead(200, {'Content-Type': 'text/html'})`) or streamed pages.
  const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const headers = args.find((a): a is OutgoingHttpHeaders => typeof a === 'object' && a !== null);
    if (/html/i.test(typeOf(res, Array.isArray(headers) ? undefined : headers))) setHtmlHeaders(res, null);
    return writeHead(...args);
  }) as typeof res.writeHead;
  next();
};
