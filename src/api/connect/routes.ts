/**
 * /aauth/connect (spec 3.2, 5.4): the page a person opens to connect an agent. Plain HTML forms,
 * no JavaScript: confirm the code, sign in with a code emailed to their Jaunt address, see who asks
 * and what it may do, approve or deny. Double-submit CSRF token, SameSite=Strict cookies, PRG.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookie } from 'cookie';
import express, { type Request, type Response, Router } from 'express';
import { type ConnectProblem, type ConnectView, MAX_OTP_FAILURES } from '../../access/index.js';
import type { Config } from '../../platform/config.js';
import { AppError } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { html, page, type Safe } from './html.js';

const CSRF_COOKIE = 'jaunt_csrf';
const SESSION_COOKIE = 'jaunt_connect';
const BASE = '/aauth/connect';

const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

const cookies = (req: Request): Record<string, string | undefined> => parseCookie(req.get('cookie') ?? '');

const field = (req: Request, name: string): string => {
  const v = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v : '';
};

const sameToken = (a: string, b: string): boolean =>
  a.length > 0 && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

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

const agentDescription = (v: ConnectView): Safe =>
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

export const connectRoutes = (services: Services, config: Config): Router => {
  const router = Router();
  const secure = config.JAUNT_PUBLIC_URL.startsWith('https:');
  const cookieOptions = { httpOnly: true, sameSite: 'strict' as const, secure, path: BASE };
  router.use(BASE, express.urlencoded({ extended: false, limit: '8kb' }));
  router.use(BASE, (_req, res, next) => {
    res.set(SECURITY_HEADERS);
    next();
  });

  const csrfToken = (req: Request, res: Response): string => {
    const existing = cookies(req)[CSRF_COOKIE];
    if (existing && /^[\w-]{43}$/.test(existing)) return existing;
    const token = randomBytes(32).toString('base64url');
    res.cookie(CSRF_COOKIE, token, cookieOptions);
    return token;
  };
  const csrfField = (token: string) => html`<input type="hidden" name="csrf" value="${token}">`;

  const send = (res: Response, status: number, title: string, body: Safe) => {
    res.status(status).type('html').send(page(title, body));
  };
  const problem = (res: Response, p: ConnectProblem) => {
    const t = PROBLEM_TEXT[p];
    send(res, t.status, t.title, html`<h1>${t.title}</h1><p role="alert" class="alert">${t.text}</p>`);
  };

  const abilities = html`<ul>
<li>search and browse activities for you, personalised with your preferences;</li>
<li>open activity details and see your orders, bookings and tickets;</li>
<li>up to ${config.JAUNT_AGENT_DAILY_QUOTA} calls a day.</li>
</ul>
<p>It cannot book, pay or change your profile.</p>`;

  router.get(BASE, async (req, res) => {
    const code = typeof req.query.code === 'string' ? req.query.code : '';
    if (!code) {
      send(
        res,
        200,
        'Connect an agent',
        html`<h1>Connect an agent to Jaunt</h1>
<form method="get" action="${BASE}">
<label for="code">Code shown by your agent</label>
<input id="code" name="code" type="text" autocomplete="off" autocapitalize="characters" spellcheck="false" required aria-describedby="code-help">
<p id="code-help"><small>It looks like 7KQ4-M2XB.</small></p>
<button type="submit">Continue</button>
</form>`,
      );
      return;
    }
    const view = await services.agents.open(code);
    if (typeof view === 'string') return problem(res, view);
    const token = csrfToken(req, res);
    send(
      res,
      200,
      'Connect an agent',
      html`<h1>An agent wants to act for you</h1>
<p>Check that your agent shows this code:</p>
<p class="code" aria-label="Code ${[...view.code].join(' ')}">${view.code}</p>
<h2>Who asks</h2>
${agentDescription(view)}
<h2>What it will be able to do</h2>
${abilities}
<form method="post" action="${BASE}">
${csrfField(token)}
<input type="hidden" name="step" value="start">
<input type="hidden" name="code" value="${view.code}">
<label for="email">Email address of your Jaunt account</label>
<input id="email" name="email" type="email" autocomplete="email" required aria-describedby="email-help">
<p id="email-help"><small>Continue only if the code matches. We email you a one-time sign-in code.</small></p>
<button type="submit">Email me a sign-in code</button>
</form>`,
    );
  });

  router.get(`${BASE}/session`, async (req, res) => {
    const session = cookies(req)[SESSION_COOKIE];
    const view = await services.agents.view(session);
    if (!view)
      return send(
        res,
        403,
        'Session expired',
        html`<h1>Session not found</h1><p role="alert" class="alert">Open the link from your agent again.</p>`,
      );
    const token = csrfToken(req, res);
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
    if (!view.signedIn) {
      const left = MAX_OTP_FAILURES - view.otpFailures;
      return send(
        res,
        200,
        'Sign in',
        html`<h1>Sign in</h1>
${message === 'wrong' ? html`<p role="alert" class="alert">That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.</p>` : ''}
${message === 'otp-expired' ? html`<p role="alert" class="alert">That sign-in code has expired. Ask your agent to start again.</p>` : ''}
<p>If <strong>${view.email}</strong> belongs to a Jaunt account, we have emailed it a 6-digit sign-in code.</p>
<form method="post" action="${BASE}">
${csrfField(token)}
<input type="hidden" name="step" value="verify">
<label for="otp">Sign-in code</label>
<input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required>
<button type="submit">Sign in</button>
</form>`,
      );
    }
    send(
      res,
      200,
      'Approve the agent',
      html`<h1>Let this agent act for you?</h1>
<p>Signed in as <strong>${view.email}</strong>. Request <span class="code small">${view.code}</span></p>
<h2>Who asks</h2>
${agentDescription(view)}
<h2>What it will be able to do</h2>
${abilities}
<form method="post" action="${BASE}">
${csrfField(token)}
<input type="hidden" name="step" value="decide">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
</form>`,
    );
  });

  router.post(BASE, async (req, res) => {
    const expected = cookies(req)[CSRF_COOKIE] ?? '';
    if (!sameToken(expected, field(req, 'csrf')))
      return send(
        res,
        403,
        'Form expired',
        html`<h1>This form has expired</h1><p role="alert" class="alert">Go back, reload the page and try again.</p>`,
      );
    const step = field(req, 'step');
    const session = cookies(req)[SESSION_COOKIE];
    try {
      if (step === 'start') {
        const email = field(req, 'email').trim();
        if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 320)
          return send(
            res,
            400,
            'Email needed',
            html`<h1>Email needed</h1><p role="alert" class="alert">Enter the email address of your Jaunt account. <a href="${BASE}?code=${field(req, 'code')}">Back</a></p>`,
          );
        const started = await services.agents.start(field(req, 'code'), email);
        if (typeof started === 'string') return problem(res, started);
        res.cookie(SESSION_COOKIE, started.session, cookieOptions);
        return res.redirect(303, `${BASE}/session`);
      }
      if (step === 'verify') {
        const r = await services.agents.verifyOtp(session, field(req, 'otp'));
        const m = r === 'wrong' ? '?m=wrong' : r === 'expired' ? '?m=otp-expired' : '';
        return res.redirect(303, `${BASE}/session${m}`);
      }
      if (step === 'decide') {
        const decision = field(req, 'decision');
        if (decision !== 'approve' && decision !== 'deny')
          throw new AppError('bad_request', 'Choose approve or deny');
        await services.agents.decide(session, decision === 'approve');
        return res.redirect(303, `${BASE}/session`);
      }
      throw new AppError('bad_request', 'Unknown step');
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      send(
        res,
        e.status,
        'Cannot continue',
        html`<h1>Cannot continue</h1><p role="alert" class="alert">${e.message}</p>`,
      );
    }
  });

  // Development without SMTP: the outbox, so sign-in codes can be read.
  if (config.JAUNT_ENV === 'development')
    router.get('/dev/mailbox', async (_req, res) => {
      res.set(SECURITY_HEADERS);
      const mails = await services.agents.mailbox();
      send(
        res,
        200,
        'Mailbox',
        html`<h1>Development mailbox</h1>
${mails.length === 0 ? html`<p>No mail yet.</p>` : ''}
${mails.map(
  (m) =>
    html`<article><h2>${m.subject}</h2><p><small>To ${m.to} · ${m.at}</small></p><pre>${m.text}</pre></article>`,
)}`,
      );
    });
  return router;
};
