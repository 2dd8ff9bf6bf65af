/**
 * /aauth/connect (spec 3.2, 5.4): the page a person opens to connect an agent. Plain HTML forms,
 * no JavaScript: confirm the code, sign in with a code emailed to their Jaunt address, see who asks
 * and what it may do, approve or deny. Double-submit CSRF token, SameSite=Strict cookies, PRG.
 * A page per file beside this one; this file mounts them.
 */
import express, { type Request, type Response, Router } from 'express';
import type { Config } from '../../platform/config.js';
import type { Services } from '../../services.js';
import { devMailbox } from './dev-mailbox.js';
import { enterCode } from './enter-code.js';
import { BASE, type ConnectDeps, connectDeps, SECURITY_HEADERS } from './page-kit.js';
import { showSession } from './session-page.js';
import { submit } from './submit.js';

type Handler = (d: ConnectDeps, req: Request, res: Response) => Promise<void>;

export const connectRoutes = (services: Services, config: Config): Router => {
  const router = Router();
  const d = connectDeps(services, config);
  const route = (h: Handler) => (req: Request, res: Response) => h(d, req, res);
  router.use(BASE, express.urlencoded({ extended: false, limit: '8kb' }));
  router.use(BASE, (_req, res, next) => {
    res.set(SECURITY_HEADERS);
    next();
  });
  router.get(BASE, route(enterCode));
  router.get(`${BASE}/session`, route(showSession));
  router.post(BASE, route(submit));
  // Development without SMTP: the outbox, so sign-in codes can be read.
  if (config.JAUNT_ENV === 'development') router.get('/dev/mailbox', route(devMailbox));
  return router;
};
