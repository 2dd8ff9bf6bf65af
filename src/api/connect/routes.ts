/**
 * /aauth/connect (spec 3.2, 5.4): the page a person opens to connect an agent. Plain HTML forms,
 * no JavaScript: confirm the code, sign in with a code emailed to their Jaunt address, see who asks
 * and what it may do, approve or deny. Double-submit CSRF token, SameSite=Strict cookies, PRG.
 * A page per file beside this one; this file mounts them.
 */
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { sourceNetwork } from '../../access/index.js';
import type { Config } from '../../platform/config.js';
import type { Services } from '../../services.js';
import { devMailbox } from './dev-mailbox.js';
import { enterCode } from './enter-code.js';
import { html } from './html.js';
import { BASE, type ConnectDeps, connectDeps, SECURITY_HEADERS, send } from './page-kit.js';
import { showSession } from './session-page.js';
import { submit } from './submit.js';

type Handler = (d: ConnectDeps, req: Request, res: Response) => Promise<void>;

/** Requests to the page per source network: per minute and per hour (docs/security.md). */
export const CONNECT_PER_MINUTE = 60;
export const CONNECT_PER_HOUR = 600;

/** Every /aauth/connect request counts against its source network; over the limit, a 429 page. */
const throttled = (services: Services) => async (req: Request, res: Response, next: NextFunction) => {
  const source = sourceNetwork(req.ip ?? req.socket.remoteAddress);
  const waits = await Promise.all([
    services.limits.throttle('connect-minute', source, CONNECT_PER_MINUTE, 60),
    services.limits.throttle('connect-hour', source, CONNECT_PER_HOUR, 3600),
  ]);
  const wait = Math.max(0, ...waits.map((w) => w ?? 0));
  if (wait === 0) return next();
  res.set('Retry-After', String(wait));
  send(
    res,
    429,
    'Too many requests',
    html`<h1>Too many requests</h1><p role="alert" class="alert">Too many requests from your network. Try again in ${String(Math.ceil(wait / 60))} minutes.</p>`,
  );
};

export const connectRoutes = (services: Services, config: Config): Router => {
  const router = Router();
  const d = connectDeps(services, config);
  const route = (h: Handler) => (req: Request, res: Response) => h(d, req, res);
  router.use(BASE, express.urlencoded({ extended: false, limit: '8kb' }));
  router.use(BASE, (_req, res, next) => {
    res.set(SECURITY_HEADERS);
    next();
  });
  router.use(BASE, throttled(services));
  router.get(BASE, route(enterCode));
  router.get(`${BASE}/session`, route(showSession));
  router.post(BASE, route(submit));
  // Development without SMTP: the outbox, so sign-in codes can be read.
  if (config.JAUNT_ENV === 'development') router.get('/dev/mailbox', route(devMailbox));
  return router;
};
