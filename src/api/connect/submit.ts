/**
 * POST /aauth/connect: the forms' one target, CSRF-checked. `start` (email → session cookie and a
 * sign-in code), `verify` (the code) and `decide` (approve or deny) each redirect to the session
 * page (PRG); a refusal renders as a page.
 */
import type { Request, Response } from 'express';
import { sourceNetwork } from '../../access/index.js';
import { AppError } from '../../platform/errors.js';
import { html } from './html.js';
import {
  BASE,
  type ConnectDeps,
  CSRF_COOKIE,
  cookies,
  field,
  problem,
  SESSION_COOKIE,
  sameToken,
  send,
} from './page-kit.js';

const start = async (d: ConnectDeps, req: Request, res: Response): Promise<void> => {
  const email = field(req, 'email').trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 320)
    return send(
      res,
      400,
      'Email needed',
      html`<h1>Email needed</h1><p role="alert" class="alert">Enter the email address of your Jaunt account. <a href="${BASE}?code=${field(req, 'code')}">Back</a></p>`,
    );
  const started = await d.services.agents.start(field(req, 'code'), email);
  if (typeof started === 'string') return problem(res, started);
  res.cookie(SESSION_COOKIE, started.session, d.cookieOptions);
  return res.redirect(303, `${BASE}/session`);
};

const step = async (
  d: ConnectDeps,
  req: Request,
  res: Response,
  session: string | undefined,
): Promise<void> => {
  const name = field(req, 'step');
  if (name === 'start') return start(d, req, res);
  if (name === 'verify') {
    const r = await d.services.agents.verifyOtp(
      session,
      field(req, 'otp'),
      sourceNetwork(req.ip ?? req.socket.remoteAddress),
    );
    const m = r === 'wrong' ? '?m=wrong' : r === 'expired' ? '?m=otp-expired' : '';
    return res.redirect(303, `${BASE}/session${m}`);
  }
  if (name === 'decide') {
    const decision = field(req, 'decision');
    if (decision !== 'approve' && decision !== 'deny')
      throw new AppError('bad_request', 'Choose approve or deny');
    await d.services.agents.decide(session, decision === 'approve');
    return res.redirect(303, `${BASE}/session`);
  }
  throw new AppError('bad_request', 'Unknown step');
};

export const submit = async (d: ConnectDeps, req: Request, res: Response): Promise<void> => {
  const expected = cookies(req)[CSRF_COOKIE] ?? '';
  if (!sameToken(expected, field(req, 'csrf')))
    return send(
      res,
      403,
      'Form expired',
      html`<h1>This form has expired</h1><p role="alert" class="alert">Go back, reload the page and try again.</p>`,
    );
  const session = cookies(req)[SESSION_COOKIE];
  try {
    await step(d, req, res, session);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    res.set(e.headers);
    send(
      res,
      e.status,
      'Cannot continue',
      html`<h1>Cannot continue</h1><p role="alert" class="alert">${e.message}</p>`,
    );
  }
};
