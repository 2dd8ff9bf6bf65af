/**
 * What the /aauth/connect pages share: cookie names and options, the security headers, form fields,
 * the double-submit CSRF token, the page and problem answers and the agent's description.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';
import type { ConnectProblem, ConnectView } from '../../access/index.js';
import type { Config } from '../../platform/config.js';
import type { Services } from '../../services.js';
import { html, page, type Safe } from './html.js';

export const CSRF_COOKIE = 'jaunt_csrf';
export const SESSION_COOKIE = 'jaunt_connect';
export const BASE = '/aauth/connect';

/**
 * What these pages set beyond every page's headers (src/api/html-headers.ts: nosniff, DENY framing,
 * no referrer): a stricter policy (no scripts at all) and no caching of codes or consent.
 */
export const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
};

/** What every connect handler works with. */
export interface ConnectDeps {
  services: Services;
  config: Config;
  /** HttpOnly, SameSite=Strict, Secure on https, scoped to BASE. */
  cookieOptions: CookieOptions;
  /** What an approved agent may do, as the approval pages list it. */
  abilities: Safe;
}

export const connectDeps = (services: Services, config: Config): ConnectDeps => ({
  services,
  config,
  cookieOptions: {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.JAUNT_PUBLIC_URL.startsWith('https:'),
    path: BASE,
  },
  abilities: html`<ul>
<li>search and browse activities for you, personalised with your preferences;</li>
<li>open activity details and see your orders, bookings and tickets;</li>
<li>up to ${config.JAUNT_AGENT_DAILY_QUOTA} calls a day.</li>
</ul>
<p>It cannot book, pay or change your profile.</p>`,
});

export const cookies = (req: Request): Record<string, string | undefined> =>
  parseCookie(req.get('cookie') ?? '');

export const field = (req: Request, name: string): string => {
  const v = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v : '';
};

export const sameToken = (a: string, b: string): boolean =>
  a.length > 0 && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The request's CSRF token, or a new one set as a cookie. */
export const csrfToken = (d: ConnectDeps, req: Request, res: Response): string => {
  const existing = cookies(req)[CSRF_COOKIE];
  if (existing && /^[\w-]{43}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  res.cookie(CSRF_COOKIE, token, d.cookieOptions);
  return token;
};

export const csrfField = (token: string) => html`<input type="hidden" name="csrf" value="${token}">`;

export const send = (res: Response, status: number, title: string, body: Safe) => {
  res.status(status).type('html').send(page(title, body));
};

const PROBLEM_TEXT: Record<ConnectProblem, { status: number; title: string; text: string }> = {
  unknown: {
    status: 404,
    title: 'Code not found',
    text: 'This code is not known. Check it against what your agent shows.',
  },
  expired: {
    status: 410,
    title: 'Code expired',
    text: 'This request has expired. Ask your agent to try again.',
  },
  used: {
    status: 410,
    title: 'Code already used',
    text: 'This code has already been used. Codes work once.',
  },
  finished: { status: 410, title: 'Request closed', text: 'This request has already been answered.' },
};

export const problem = (res: Response, p: ConnectProblem) => {
  const t = PROBLEM_TEXT[p];
  send(res, t.status, t.title, html`<h1>${t.title}</h1><p role="alert" class="alert">${t.text}</p>`);
};

export const agentDescription = (v: ConnectView): Safe =>
  v.scheme === 'jwt'
    ? html`<dl>
<dt>Agent</dt><dd>${v.subject}</dd>
<dt>Issued by</dt><dd>${v.issuer}</dd>
<dt>Key</dt><dd><small>${v.thumbprint}</small></dd>
</dl>`
    : html`<dl>
<dt>Agent</dt><dd>An unregistered agent, known only by its key</dd>
<dt>Issued by</dt><dd>nobody (self-generated key)</dd>
<dt>Key</dt><dd><small>${v.thumbprint}</small></dd>
</dl>`;
