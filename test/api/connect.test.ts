import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgentKey, newAgentKey, signRequest } from '../helpers/agent-signer.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all } from '../helpers/db.js';
import { signInCode, startSmtp, type TestSmtp } from '../helpers/smtp.js';

const PUBLIC_URL = 'https://api.jaunt.test';
const H3 = '/partner/v1/h3?lat=40.7&lng=-74';

let app: TestApp;
let smtp: TestSmtp;
let alice: { email: string; userId: string };

const signed = (target: string, key: AgentKey) =>
  app.request(target, {
    headers: signRequest({
      target,
      authority: 'api.jaunt.test',
      key,
      created: Math.floor(app.now.value.getTime() / 1000),
    }),
  });

/** A person's browser without JavaScript: cookies, forms, no automatic redirects. */
const browser = () => {
  const jar = new Map<string, string>();
  const go = async (path: string, form?: Record<string, string>) => {
    const res = await fetch(`${app.url}${path}`, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return {
      status: res.status,
      location: res.headers.get('location'),
      html: await res.text(),
      headers: res.headers,
    };
  };
  const csrf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { go, csrf, jar };
};

/** An agent past its (zero) trial: the 202's code and poll path. */
const needsInteraction = async (key = newAgentKey()) => {
  const r = await signed(H3, key);
  expect(r.status).toBe(202);
  const code = /code="([^"]+)"/.exec(r.headers.get('aauth-requirement') ?? '')?.[1] ?? '';
  const loc = new URL(r.headers.get('location') ?? '');
  return { key, code, poll: loc.pathname + loc.search };
};

/** Opens the page, confirms the code and asks for a sign-in code for `email`. */
const startSignIn = async (code: string, email: string) => {
  const b = browser();
  const opened = await b.go(`/aauth/connect?code=${encodeURIComponent(code)}`);
  expect(opened.status).toBe(200);
  const started = await b.go('/aauth/connect', { csrf: b.csrf(opened.html), step: 'start', code, email });
  expect(started.status).toBe(303);
  expect(started.location).toBe('/aauth/connect/session');
  const otpPage = await b.go('/aauth/connect/session');
  return { b, opened, otpPage };
};

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({
    env: { JAUNT_PUBLIC_URL: PUBLIC_URL, JAUNT_AGENT_FREE_TRIAL: '0', JAUNT_SMTP_URL: smtp.url },
  });
  const key = await app.createKey('self-serve', { email: 'alice@example.com' });
  alice = { email: 'alice@example.com', userId: key.user_id ?? '' };
});
afterAll(async () => {
  await app.stop();
  await smtp.close();
});

describe('/aauth/connect', () => {
  it('connects an agent: code, emailed sign-in code, approval, poll 200, then the agent acts as the person', async () => {
    const { key, code, poll } = await needsInteraction();
    expect((await signed(poll, key)).status).toBe(202);

    const { b, opened, otpPage } = await startSignIn(code, alice.email);
    expect(opened.headers.get('content-type')).toMatch(/^text\/html/);
    expect(opened.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(opened.html).toContain(code);
    expect(opened.html).toContain('<label for="email">');
    expect(opened.html).not.toMatch(/<script/i);
    expect(otpPage.html).toContain('alice@example.com');

    const mail = await smtp.next(alice.email);
    const otp = signInCode(mail);
    expect(mail.raw).toContain(code);

    const consent = await b.go('/aauth/connect', { csrf: b.csrf(otpPage.html), step: 'verify', otp });
    expect(consent.location).toBe('/aauth/connect/session');
    const consentPage = await b.go('/aauth/connect/session');
    expect(consentPage.html).toContain('Let this agent act for you?');
    expect(consentPage.html).toContain('An unregistered agent');
    expect((await signed(poll, key)).status).toBe(202);

    const done = await b.go('/aauth/connect', {
      csrf: b.csrf(consentPage.html),
      step: 'decide',
      decision: 'approve',
    });
    expect(done.status).toBe(303);
    expect((await b.go('/aauth/connect/session')).html).toContain('Agent connected');

    const approved = await signed(poll, key);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved' });
    expect((await signed(poll, key)).status).toBe(410);

    expect((await signed(H3, key)).status).toBe(200);
    const bound = await all(app.store, sql`SELECT user_id FROM agent WHERE user_id IS NOT NULL`);
    expect(bound).toEqual([{ user_id: alice.userId }]);
    // The code was single use.
    expect((await browser().go(`/aauth/connect?code=${code}`)).status).toBe(410);
  });

  it('refuses a form without the CSRF token', async () => {
    const { code } = await needsInteraction();
    const b = browser();
    await b.go(`/aauth/connect?code=${code}`);
    const r = await b.go('/aauth/connect', { csrf: 'forged', step: 'start', code, email: alice.email });
    expect(r.status).toBe(403);
    expect(r.html).toContain('expired');
    // The code is still usable: nothing was claimed.
    expect((await browser().go(`/aauth/connect?code=${code}`)).status).toBe(200);
  });

  it('ends the request after 5 wrong sign-in codes: the poll gets 410', async () => {
    const { key, code, poll } = await needsInteraction();
    const { b, otpPage } = await startSignIn(code, alice.email);
    const right = signInCode(await smtp.next(alice.email));
    const wrong = right === '000000' ? '111111' : '000000';
    const token = b.csrf(otpPage.html);
    for (let i = 1; i <= 4; i++) {
      const r = await b.go('/aauth/connect', { csrf: token, step: 'verify', otp: wrong });
      expect(r.location).toBe('/aauth/connect/session?m=wrong');
      expect((await b.go('/aauth/connect/session?m=wrong')).html).toContain(
        `${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left`,
      );
    }
    await b.go('/aauth/connect', { csrf: token, step: 'verify', otp: wrong });
    const locked = await b.go('/aauth/connect/session');
    expect(locked.status).toBe(403);
    expect(locked.html).toContain('Too many wrong codes');
    // Even the right code no longer helps.
    const late = await b.go('/aauth/connect', { csrf: token, step: 'verify', otp: right });
    expect(late.status).toBe(409);
    const answer = await signed(poll, key);
    expect(answer.status).toBe(410);
    expect(answer.body).toMatchObject({ error: 'invalid_code' });
  });

  it('sends no mail to an unknown address and never signs it in', async () => {
    const { code } = await needsInteraction();
    const { b, otpPage } = await startSignIn(code, 'nobody@example.com');
    expect(otpPage.html).toContain('If <strong>nobody@example.com</strong> belongs to a Jaunt account');
    const r = await b.go('/aauth/connect', { csrf: b.csrf(otpPage.html), step: 'verify', otp: '123456' });
    expect(r.location).toBe('/aauth/connect/session?m=wrong');
    await expect(smtp.next('nobody@example.com', 300)).rejects.toThrow(/no mail/);
  });

  it('lets the person deny: the poll gets 403 denied, then 410', async () => {
    const { key, code, poll } = await needsInteraction();
    const { b, otpPage } = await startSignIn(code, alice.email);
    const otp = signInCode(await smtp.next(alice.email));
    await b.go('/aauth/connect', { csrf: b.csrf(otpPage.html), step: 'verify', otp });
    const consent = await b.go('/aauth/connect/session');
    await b.go('/aauth/connect', { csrf: b.csrf(consent.html), step: 'decide', decision: 'deny' });
    const denied = await signed(poll, key);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ error: 'denied' });
    expect((await signed(poll, key)).status).toBe(410);
    expect((await signed(H3, key)).status).toBe(202);
  });

  it('refuses an unknown or expired code', async () => {
    expect((await browser().go('/aauth/connect?code=0000-0000')).status).toBe(404);
    const { code } = await needsInteraction();
    const started = app.now.value;
    try {
      app.now.value = new Date(started.getTime() + 11 * 60_000);
      const r = await browser().go(`/aauth/connect?code=${code}`);
      expect(r.status).toBe(410);
      expect(r.html).toContain('expired');
    } finally {
      app.now.value = started;
    }
  });

  it('has no development mailbox outside development', async () => {
    expect((await app.request('/dev/mailbox')).status).toBe(404);
  });
});

describe('development mailbox', () => {
  it('shows sign-in codes when JAUNT_ENV=development and no SMTP is configured', async () => {
    const dev = await startTestApp({
      env: { JAUNT_PUBLIC_URL: PUBLIC_URL, JAUNT_AGENT_FREE_TRIAL: '0', JAUNT_ENV: 'development' },
    });
    try {
      await dev.createKey('self-serve', { email: 'bob@example.com' });
      const key = newAgentKey();
      const r = await dev.request(H3, {
        headers: signRequest({
          target: H3,
          authority: 'api.jaunt.test',
          key,
          created: Math.floor(dev.now.value.getTime() / 1000),
        }),
      });
      const code = /code="([^"]+)"/.exec(r.headers.get('aauth-requirement') ?? '')?.[1] ?? '';
      const page = await fetch(`${dev.url}/aauth/connect?code=${code}`);
      const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
      const cookie = (page.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      const started = await fetch(`${dev.url}/aauth/connect`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf, step: 'start', code, email: 'bob@example.com' }).toString(),
      });
      expect(started.status).toBe(303);
      const mailbox = await dev.request('/dev/mailbox');
      expect(mailbox.status).toBe(200);
      expect(mailbox.text).toMatch(/Your Jaunt sign-in code: \d{6}/);
      expect(mailbox.text).toContain('bob@example.com');
    } finally {
      await dev.stop();
    }
  });
});
