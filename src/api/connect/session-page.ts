/**
 * GET /aauth/connect/session: where the request stands for the session cookie's holder: closed
 * (approved, denied, failed), the sign-in code form, or the approve-or-deny form.
 */
import type { Request, Response } from 'express';
import { type ConnectView, MAX_OTP_FAILURES } from '../../access/index.js';
import { html } from './html.js';
import {
  agentDescription,
  BASE,
  type ConnectDeps,
  cookies,
  csrfField,
  csrfToken,
  SESSION_COOKIE,
  send,
} from './page-kit.js';

/** The sign-in code form, with what went wrong last (`m`). */
const signIn = (res: Response, view: ConnectView, token: string, message: string): void => {
  const left = MAX_OTP_FAILURES - view.otpFailures;
  send(
    res,
    200,
    'Sign in',
    html`<h1>Sign in</h1>
${message === 'wrong' ? html`<p role="alert" class="alert">That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.</p>` : ''}
${message === 'otp-expired' ? html`<p role="alert" class="alert">That sign-in code has expired. Ask your agent to start again.</p>` : ''}
<p>If <strong>${view.email}</strong> belongs to a Jaunt account, we have emailed it an 8-digit sign-in code.</p>
<form method="post" action="${BASE}">
${csrfField(token)}
<input type="hidden" name="step" value="verify">
<label for="otp">Sign-in code</label>
<input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{8}" maxlength="8" required>
<button type="submit">Sign in</button>
</form>`,
  );
};

const approve = (d: ConnectDeps, res: Response, view: ConnectView, token: string): void => {
  send(
    res,
    200,
    'Approve the agent',
    html`<h1>Let this agent act for you?</h1>
<p>Signed in as <strong>${view.email}</strong>. Request <span class="code small">${view.code}</span></p>
<h2>Who asks</h2>
${agentDescription(view)}
<h2>What it will be able to do</h2>
${d.abilities}
<form method="post" action="${BASE}">
${csrfField(token)}
<input type="hidden" name="step" value="decide">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
</form>`,
  );
};

export const showSession = async (d: ConnectDeps, req: Request, res: Response): Promise<void> => {
  const session = cookies(req)[SESSION_COOKIE];
  const view = await d.services.agents.view(session);
  if (!view)
    return send(
      res,
      403,
      'Session expired',
      html`<h1>Session not found</h1><p role="alert" class="alert">Open the link from your agent again.</p>`,
    );
  const token = csrfToken(d, req, res);
  const message = typeof req.query.m === 'string' ? req.query.m : '';
  if (view.status === 'approved')
    return send(
      res,
      200,
      'Agent connected',
      html`<h1>Agent connected</h1><p role="status" class="ok">Done. Your agent now acts for you on Jaunt and will continue by itself. You can close this page.</p>`,
    );
  if (view.status === 'denied')
    return send(
      res,
      200,
      'Request denied',
      html`<h1>Request denied</h1><p role="status" class="ok">The agent was not connected. You can close this page.</p>`,
    );
  if (view.status === 'failed')
    return send(
      res,
      403,
      'Too many wrong codes',
      html`<h1>Too many wrong codes</h1><p role="alert" class="alert">This request is closed. Ask your agent to start again.</p>`,
    );
  if (!view.signedIn) return signIn(res, view, token, message);
  approve(d, res, view, token);
};
